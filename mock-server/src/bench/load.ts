import net from "node:net";

export type LoadResult = {
  readonly ok: number;
  readonly failed: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
};

export type Target = {
  readonly method: "GET" | "POST" | "PATCH";
  /** `i` counts the run's requests; `conn` is the connection sending it (0 … connections − 1). */
  readonly path: (i: number, conn: number) => string;
  readonly body?: (i: number, conn: number) => string;
  readonly headers: Record<string, string>;
  /** A pause after each answer before the next request (a client with a rhythm of its own); none by default. */
  readonly pauseMs?: number;
  /** Each 2xx answer's body, for a client that sends what its last answer said (a version). */
  readonly answered?: (conn: number, body: string) => void;
};

const percentile = (sorted: ReadonlyArray<number>, p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const HEADER_END = Buffer.from("\r\n\r\n");
const CHUNKED_END = Buffer.from("0\r\n\r\n");

/** The request's bytes: HTTP/1.1, keep-alive, Content-Length for a body. */
const requestBytes = (base: URL, target: Target, i: number, conn: number): Buffer => {
  const body = target.body?.(i, conn);
  const lines = [`${target.method} ${target.path(i, conn)} HTTP/1.1`, `Host: ${base.host}`, "Connection: keep-alive"];
  for (const [name, value] of Object.entries(target.headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return Buffer.from(`${lines.join("\r\n")}\r\n\r\n${body ?? ""}`);
};

/**
 * Where the first complete response in `data` ends, and its status; null while it is incomplete.
 * Enough HTTP for these two servers: a status line, headers, and a Content-Length or chunked body.
 */
const completeResponse = (data: Buffer): { bodyStart: number; end: number; status: number } | null => {
  const headerEnd = data.indexOf(HEADER_END);
  if (headerEnd < 0) return null;
  const head = data.toString("latin1", 0, headerEnd);
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  const bodyStart = headerEnd + HEADER_END.length;
  if (length?.[1] !== undefined) {
    const end = bodyStart + Number(length[1]);
    return data.length >= end ? { bodyStart, end, status } : null;
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    const last = data.indexOf(CHUNKED_END, bodyStart);
    return last < 0 ? null : { bodyStart, end: last + CHUNKED_END.length, status };
  }
  return { bodyStart, end: bodyStart, status };
};

/** One keep-alive connection sending one request after another until `end`; its answers and times. */
const connection = (
  base: URL,
  target: Target,
  conn: number,
  next: () => number,
  end: number,
  record: (status: number, ms: number) => void,
): Promise<void> =>
  new Promise((resolve) => {
    const socket = net.connect({ host: base.hostname, port: Number(base.port), noDelay: true });
    let pending: Buffer = Buffer.alloc(0);
    let sentAt = 0;
    const send = (): void => {
      if (performance.now() >= end) {
        socket.end();
        return resolve();
      }
      sentAt = performance.now();
      socket.write(requestBytes(base, target, next(), conn));
    };
    socket.on("connect", send);
    socket.on("data", (chunk: Buffer) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      const answer = completeResponse(pending);
      if (answer === null) return;
      const ok = answer.status >= 200 && answer.status < 300;
      // A chunked body is passed with its chunk framing; the answers read here have a Content-Length.
      if (ok && target.answered !== undefined)
        target.answered(conn, pending.toString("utf8", answer.bodyStart, answer.end));
      pending = pending.subarray(answer.end);
      record(answer.status, performance.now() - sentAt);
      if (target.pauseMs === undefined) send();
      else setTimeout(send, target.pauseMs);
    });
    socket.on("error", () => {
      record(0, performance.now() - sentAt);
      resolve();
    });
    // A server that closes the connection ends this connection's run.
    socket.on("close", () => resolve());
  });

/**
 * A bounded load loop: `connections` keep-alive sockets, each sending one request after another
 * until `durationMs` has passed. Only 2xx answers count. The client is raw sockets with a minimal
 * response reader, so that it costs far less CPU than the servers it measures (node's http client
 * cost about as much per request as our server, which capped what a run could show on 2 cores).
 */
export const runLoad = async (
  baseUrl: string,
  target: Target,
  connections: number,
  durationMs: number,
): Promise<LoadResult> => {
  const base = new URL(baseUrl);
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  let counter = 0;
  const started = performance.now();
  const end = started + durationMs;
  const record = (status: number, ms: number): void => {
    if (status >= 200 && status < 300) {
      ok += 1;
      latencies.push(ms);
    } else failed += 1;
  };
  await Promise.all(
    Array.from({ length: connections }, (_, conn) => connection(base, target, conn, () => (counter += 1), end, record)),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { ok, failed, perSecond: ok / seconds, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99) };
};
