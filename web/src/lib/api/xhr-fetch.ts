/**
 * A fetch that reports upload progress, built on XMLHttpRequest (fetch has no upload progress).
 * It answers a standard Response, so the API client's 401 and decoding paths stay the same.
 */
export const xhrFetch =
  (onProgress: (fraction: number) => void): typeof fetch =>
  (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init?.method ?? "GET", String(input));
      new Headers(init?.headers).forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        onProgress(1);
        resolve(
          new Response(xhr.status === 204 ? null : xhr.responseText, {
            status: xhr.status,
            headers: { "Content-Type": xhr.getResponseHeader("Content-Type") ?? "application/json" },
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError("Network request failed"));
      xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"));
      xhr.send((init?.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
    });
