import * as Schema from "effect/Schema";
import type { HttpClient, RequestOptions } from "./http-client";

/**
 * A GET whose answer is a file, not JSON (an upload, a CSV export): it goes through the client (the
 * bearer token, a 401's refresh and replay, error bodies as ApiError); a transport keeps the bytes of
 * a successful answer and hands the client an empty body, which decodes as null.
 */
export const requestBytes = async (
  client: HttpClient,
  path: string,
  query?: RequestOptions<typeof Schema.Null>["query"],
  fetchBytes: typeof fetch = (input, init) => fetch(input, init),
): Promise<Blob> => {
  let bytes: Blob | null = null;
  const keepBytes: typeof fetch = async (input, init) => {
    const response = await fetchBytes(input, init);
    if (!response.ok) return response;
    bytes = await response.blob();
    return new Response(null, { status: response.status });
  };
  await client.request(path, { schema: Schema.Null, transport: keepBytes, ...(query === undefined ? {} : { query }) });
  if (bytes === null) throw new Error(`No bytes from ${path}`);
  return bytes;
};
