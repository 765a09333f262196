import http from "node:http";

/**
 * How long an idle keep-alive connection stays open. Node's default is 5 s: a client that reuses a
 * connection idle for about that long can send its request just as the server closes the socket,
 * and gets a reset (ECONNRESET) for a request the server never read. Clients and proxies keep idle
 * connections for longer than 5 s (a reverse proxy's default is often 60 s), so the server waits
 * longer than they do, and closes only connections they have given up on.
 */
export const KEEP_ALIVE_MS = 65_000;

/** The mock server's HTTP server: the app behind keep-alive connections that outlive the clients' idle times. */
export const createHttpServer = (handler: http.RequestListener): http.Server => {
  const server = http.createServer(handler);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // The headers of a request on a reused connection must be allowed to arrive after it was idle that long.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
};
