import http from "node:http";

export type LoadResult = { readonly ok: number; readonly failed: number; readonly perSecond: number; readonly p50Ms: number; readonly p99Ms: number };

export type Target = { readonly method: "GET" | "POST"; readonly path: (i: number) => string; readonly body?: (i: number) => string; readonly headers: Record<string, string> };

const percentile = (sorted: ReadonlyArray<number>, p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const once = (agent: http.Agent, base: URL, target: Target, i: number): Promise<number> =>
  new Promise((resolve, reject) => {
    const body = target.body?.(i);
    const request = http.request(
      { agent, host: base.hostname, port: base.port, method: target.method, path: target.path(i), headers: body === undefined ? target.headers : { ...target.headers, "content-length": Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });

/**
 * A bounded load loop: `connections` workers, each sending one request after another over its
 * keep-alive connection until `durationMs` has passed. Only 2xx answers count.
 */
export const runLoad = async (baseUrl: string, target: Target, connections: number, durationMs: number): Promise<LoadResult> => {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  let counter = 0;
  const started = performance.now();
  const end = started + durationMs;
  const worker = async (): Promise<void> => {
    while (performance.now() < end) {
      counter += 1;
      const t0 = performance.now();
      const status = await once(agent, base, target, counter).catch(() => 0);
      const elapsed = performance.now() - t0;
      if (status >= 200 && status < 300) {
        ok += 1;
        latencies.push(elapsed);
      } else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { ok, failed, perSecond: ok / seconds, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99) };
};
