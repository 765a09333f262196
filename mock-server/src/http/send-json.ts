import type { Request, Response } from "express";

/**
 * What `res.status(status).json(body)` sends, without its per-call settings lookups, header
 * normalisation and freshness check. A conditional GET (If-None-Match / If-Modified-Since) still
 * goes through Express, which may answer it with a 304.
 */
export const sendJson = (req: Request, res: Response, status: number, body: unknown): void => {
  const headers = req.headers;
  if (headers["if-none-match"] !== undefined || headers["if-modified-since"] !== undefined) {
    res.status(status).json(body);
    return;
  }
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", String(Buffer.byteLength(text)));
  if (req.method === "HEAD") res.end();
  else res.end(text, "utf8");
};
