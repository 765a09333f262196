import * as Schema from "effect/Schema";
import type { HttpClient } from "./http-client";

/**
 * GET /api/files/{id} as a Blob. Private files need the bearer token, so the download goes through
 * the client (token, 401 refresh and replay, error bodies); a transport keeps the bytes of a
 * successful answer and hands the client an empty body, which decodes as null.
 */
export const filesApi = (client: HttpClient, fetchBytes: typeof fetch = (input, init) => fetch(input, init)) => ({
  download: async (fileId: string): Promise<Blob> => {
    let bytes: Blob | null = null;
    const keepBytes: typeof fetch = async (input, init) => {
      const response = await fetchBytes(input, init);
      if (!response.ok) return response;
      bytes = await response.blob();
      return new Response(null, { status: response.status });
    };
    await client.request(`files/${encodeURIComponent(fileId)}`, { schema: Schema.Null, transport: keepBytes });
    if (bytes === null) throw new Error(`No bytes for file ${fileId}`);
    return bytes;
  },
});
