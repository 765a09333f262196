import { OutboxResponse } from "@app/domain/api/outbox";
import type { HttpClient } from "./http-client";

/** Development only (GET /api/dev/outbox, 404 in production): the e-mails the platform would have sent. Used by tests, not by the app. */
export const devApi = (client: HttpClient) => ({
  outbox: () => client.request("dev/outbox", { schema: OutboxResponse }).then((answer) => answer.data),
});
