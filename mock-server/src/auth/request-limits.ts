import type { Response } from "express";
import { HttpError } from "../http/http-error";
import { createTokenBuckets, type BucketRule } from "./token-buckets";

/**
 * Limits on what an anonymous visitor can make the server do for someone else (issue #32 row 8):
 * sign-ups, password-reset mails and author applications, each per client address and per target
 * e-mail. Token buckets on the server's clock (a restart forgets them). A request takes a token
 * from both once its form is valid, whether or not it then succeeds, so an unknown e-mail is
 * limited exactly like a known one and the limit tells nothing about who has an account.
 *
 * Per address the limits leave room for a class signing up together behind one school address;
 * per target they stop a mail bomb: three reset mails at once, then one every ten minutes.
 */
export const REQUEST_LIMITS = {
  signUp: { address: { size: 30, refillMs: 60_000 }, target: { size: 3, refillMs: 600_000 } },
  resetMail: { address: { size: 10, refillMs: 120_000 }, target: { size: 3, refillMs: 600_000 } },
  authorApplication: { address: { size: 10, refillMs: 360_000 }, target: { size: 2, refillMs: 3_600_000 } },
} as const satisfies Record<string, { readonly address: BucketRule; readonly target: BucketRule }>;

export type LimitedRequest = keyof typeof REQUEST_LIMITS;

export const TOO_MANY_REQUESTS = (seconds: number): string => `Слишком много запросов. Повторите через ${seconds} с`;

export type RequestLimiter = {
  /** Takes a token for this request, or answers 429 with Retry-After when the address or the target has none. */
  admit(res: Response, address: string, target: string): void;
};

export const createRequestLimiter = (kind: LimitedRequest, clock: () => number): RequestLimiter => {
  const rules = REQUEST_LIMITS[kind];
  const longest = Math.max(rules.address.size * rules.address.refillMs, rules.target.size * rules.target.refillMs);
  const buckets = createTokenBuckets(clock, longest);
  return {
    admit(res, address, target) {
      const keys = { address: `a|${address}`, target: `t|${target}` };
      const wait = Math.max(buckets.wait(keys.address, rules.address), buckets.wait(keys.target, rules.target));
      if (wait > 0) {
        res.setHeader("Retry-After", String(wait));
        throw new HttpError(429, TOO_MANY_REQUESTS(wait));
      }
      buckets.take(keys.address, rules.address);
      buckets.take(keys.target, rules.target);
    },
  };
};

/** The client's address as the socket sees it (no proxy header is trusted). */
export const clientAddress = (req: { readonly socket: { readonly remoteAddress?: string } }): string =>
  req.socket.remoteAddress ?? "";
