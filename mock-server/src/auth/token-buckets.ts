/**
 * Token buckets keyed by strings, in memory (a restart forgets them), on an injected clock: a bucket
 * holds `size` tokens, an attempt takes one, and one comes back every `refillMs`. Used by the
 * sign-in throttle and the request limits (issues #16, #32).
 */
export type BucketRule = { readonly size: number; readonly refillMs: number };

type Bucket = { tokens: number; at: number };

/** Entries kept before full (forgotten) buckets are swept. */
const SWEEP_AT = 50_000;

export type TokenBuckets = {
  /** Seconds until the bucket has a token again; 0 when it has one now. */
  wait(key: string, rule: BucketRule): number;
  /** Takes a token (none left: stays empty). */
  take(key: string, rule: BucketRule): void;
  /** Tokens taken and not yet refilled. */
  used(key: string, rule: BucketRule): number;
  forget(key: string): void;
};

export const createTokenBuckets = (clock: () => number, longestRefill: number): TokenBuckets => {
  const buckets = new Map<string, Bucket>();

  const level = (key: string, rule: BucketRule, now: number): Bucket => {
    const bucket = buckets.get(key) ?? { tokens: rule.size, at: now };
    const refilled = Math.floor((now - bucket.at) / rule.refillMs);
    if (refilled > 0) {
      bucket.tokens = Math.min(rule.size, bucket.tokens + refilled);
      bucket.at = bucket.tokens === rule.size ? now : bucket.at + refilled * rule.refillMs;
    }
    return bucket;
  };
  const sweep = (now: number): void => {
    if (buckets.size < SWEEP_AT) return;
    for (const [key, bucket] of buckets) if (now - bucket.at >= longestRefill) buckets.delete(key);
  };

  return {
    wait(key, rule) {
      const now = clock();
      const bucket = level(key, rule, now);
      return bucket.tokens > 0 ? 0 : Math.ceil((bucket.at + rule.refillMs - now) / 1000);
    },
    take(key, rule) {
      const now = clock();
      sweep(now);
      const bucket = level(key, rule, now);
      bucket.tokens = Math.max(0, bucket.tokens - 1);
      buckets.set(key, bucket);
    },
    used(key, rule) {
      return buckets.has(key) ? rule.size - level(key, rule, clock()).tokens : 0;
    },
    forget(key) {
      buckets.delete(key);
    },
  };
};
