import type { HttpClient } from "./http-client";
import { requestBytes } from "./bytes-request";

/**
 * GET /api/files/{id} as a Blob. Private files need the bearer token, so the download goes through
 * the client (bytes-request.ts: token, 401 refresh and replay, error bodies).
 */
export const filesApi = (client: HttpClient, fetchBytes: typeof fetch = (input, init) => fetch(input, init)) => ({
  download: (fileId: string): Promise<Blob> =>
    requestBytes(client, `files/${encodeURIComponent(fileId)}`, undefined, fetchBytes),
});
