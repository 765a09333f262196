import express, { type Request, type RequestHandler } from "express";
import { CONTROL_CHARS_MESSAGE, fieldsWithControlChars } from "@app/domain/validation/control-chars";
import { HttpError } from "./http-error";

/** type-is's test, which body-parser uses: any Content-Length that is a number, even 0, means a body. */
const hasBody = (headers: Record<string, string | string[] | undefined>): boolean =>
  headers["transfer-encoding"] !== undefined || !Number.isNaN(Number(headers["content-length"]));

/** `application/json`, bare or with `charset=utf-8`: the only bodies the short path reads. */
const PLAIN_JSON = /^application\/json\s*(;\s*charset="?utf-8"?\s*)?$/i;

/**
 * The length of a body the short path may read: plain UTF-8 JSON, not compressed, of a declared
 * length within the limit. Anything else (chunked, gzip, another charset, too large) goes to
 * express.json, which answers it as before (413, 415, its decoding).
 */
const plainLength = (req: Request, limit: number): number | null => {
  const { headers } = req;
  if (headers["transfer-encoding"] !== undefined) return null;
  const encoding = headers["content-encoding"];
  if (encoding !== undefined && encoding.toLowerCase() !== "identity") return null;
  const type = headers["content-type"];
  if (type === undefined || !PLAIN_JSON.test(type)) return null;
  const length = Number(headers["content-length"]);
  return Number.isInteger(length) && length >= 0 && length <= limit ? length : null;
};

/** Reads and parses a small plain JSON body: the request's chunks, one UTF-8 decode, JSON.parse. */
const readPlain = (req: Request, length: number, done: (error?: unknown) => void): void => {
  const chunks: Buffer[] = [];
  let received = 0;
  req.on("data", (chunk: Buffer) => {
    received += chunk.length;
    chunks.push(chunk);
  });
  req.once("error", done);
  req.once("end", () => {
    if (received !== length) return done(new HttpError(400, ""));
    if (length === 0) {
      req.body = {};
      return done();
    }
    try {
      const text = Buffer.concat(chunks, received).toString("utf8");
      // body-parser's decoder drops a byte order mark; so does this.
      req.body = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as unknown;
      done();
    } catch {
      done(new HttpError(400, ""));
    }
  });
};

/**
 * The JSON body parser of /api. Requests without a body only get `req.body = undefined`; a small
 * plain UTF-8 JSON body is read directly (body-parser's streams, charset and encoding machinery
 * cost a fifth of a write's CPU); everything else goes through express.json, unchanged.
 * Answers match body-parser's: `{}` for an empty body, 400 for bad JSON or a length mismatch.
 */
export const jsonBody = (options: {
  readonly limit: string;
  readonly limitBytes: number;
  readonly strict: boolean;
}): RequestHandler => {
  const parse = express.json({ limit: options.limit, strict: options.strict });
  return (req, res, next) => {
    if (!hasBody(req.headers)) {
      if (!Reflect.has(req, "body")) req.body = undefined;
      return next();
    }
    const parsed = (error?: unknown): void => (error === undefined ? next(controlCharsError(req.body)) : next(error));
    const length = options.strict ? null : plainLength(req, options.limitBytes);
    if (length === null) return parse(req, res, parsed);
    readPlain(req, length, parsed);
  };
};

/**
 * The domain's control-character rule, applied to every text field of every JSON body: 422 with
 * its message under each field that holds one (issue 16).
 */
const controlCharsError = (body: unknown): HttpError | undefined => {
  const fields = fieldsWithControlChars(body);
  return fields.length === 0
    ? undefined
    : new HttpError(422, "", Object.fromEntries(fields.map((field) => [field, [CONTROL_CHARS_MESSAGE]])));
};
