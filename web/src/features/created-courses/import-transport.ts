import type { HttpClient } from "../../lib/api/http-client";
import { xhrFetch } from "../../lib/api/xhr-fetch";

/**
 * The same client, but every call goes through XMLHttpRequest and reports its upload progress
 * (0..1): a course file can be up to 50 MB, and fetch has no upload progress.
 */
export const withUploadProgress = (client: HttpClient, onProgress: (fraction: number) => void): HttpClient => {
  const transport = typeof XMLHttpRequest === "undefined" ? undefined : xhrFetch(onProgress);
  return { request: (path, options) => client.request(path, { ...options, transport }) };
};
