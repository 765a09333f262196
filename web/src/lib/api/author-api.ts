import { AuthorApplicationResponse, type AuthorApplicationRequest } from "@app/domain/api/author";
import type { HttpClient } from "./http-client";

/** SPEC §7 POST /api/author: name, email, phone (international, without the leading plus). */
export const authorApi = (client: HttpClient) => ({
  apply: (body: AuthorApplicationRequest) =>
    client.request("author", { method: "POST", body, schema: AuthorApplicationResponse }),
});
