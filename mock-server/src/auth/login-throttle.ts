/**
 * Wrong-password throttling (issue 16). Token buckets, in memory (a restart forgets them):
 * - per address: 30 wrong passwords, then one more every 20 s, whatever the accounts;
 * - per account and address: 5 wrong passwords, then one more a minute;
 * - per account, from every address: 10 wrong passwords, then one more a minute. This one does not
 *   apply to an address that has signed in to the account before, so an attacker who drains it
 *   blocks only addresses new to the account, never the owner at his usual one, and only while he
 *   keeps failing. Nobody is locked out for good: every bucket refills with time.
 * A throttled attempt is refused before the password is checked (429 with Retry-After), so it
 * reveals nothing and costs no scrypt. Unknown e-mails are throttled like known ones.
 */
type Bucket = { tokens: number; at: number };
type Rule = { readonly size: number; readonly refillMs: number };

export const THROTTLE_RULES = {
  address: { size: 30, refillMs: 20_000 },
  accountAddress: { size: 5, refillMs: 60_000 },
  account: { size: 10, refillMs: 60_000 },
} as const satisfies Record<string, Rule>;

export const TOO_MANY_ATTEMPTS = (seconds: number): string =>
  `Слишком много неудачных попыток входа. Повторите через ${seconds} с`;

/** Entries kept before full (forgotten) buckets are swept. */
const SWEEP_AT = 50_000;

export type LoginThrottle = {
  /** Seconds to wait, or 0 when this attempt may check its password. */
  retryAfter(account: string, address: string): number;
  failed(account: string, address: string): void;
  succeeded(account: string, address: string): void;
};

export const createLoginThrottle = (clock: () => number): LoginThrottle => {
  const buckets = new Map<string, Bucket>();
  const known = new Map<string, Set<string>>();

  const level = (key: string, rule: Rule, now: number): Bucket => {
    const bucket = buckets.get(key) ?? { tokens: rule.size, at: now };
    const refilled = Math.floor((now - bucket.at) / rule.refillMs);
    if (refilled > 0) {
      bucket.tokens = Math.min(rule.size, bucket.tokens + refilled);
      bucket.at = bucket.tokens === rule.size ? now : bucket.at + refilled * rule.refillMs;
    }
    return bucket;
  };
  const wait = (key: string, rule: Rule, now: number): number => {
    const bucket = level(key, rule, now);
    return bucket.tokens > 0 ? 0 : Math.ceil((bucket.at + rule.refillMs - now) / 1000);
  };
  const take = (key: string, rule: Rule, now: number): void => {
    const bucket = level(key, rule, now);
    bucket.tokens = Math.max(0, bucket.tokens - 1);
    buckets.set(key, bucket);
  };
  const sweep = (now: number): void => {
    if (buckets.size < SWEEP_AT) return;
    for (const [key, bucket] of buckets)
      if (now - bucket.at >= THROTTLE_RULES.address.size * THROTTLE_RULES.address.refillMs) buckets.delete(key);
  };
  const keys = (account: string, address: string) => ({
    address: `a|${address}`,
    accountAddress: `p|${account}|${address}`,
    account: `u|${account}`,
  });
  const isKnown = (account: string, address: string): boolean => known.get(account)?.has(address) ?? false;

  return {
    retryAfter(account, address) {
      const now = clock();
      const k = keys(account, address);
      return Math.max(
        wait(k.address, THROTTLE_RULES.address, now),
        wait(k.accountAddress, THROTTLE_RULES.accountAddress, now),
        isKnown(account, address) ? 0 : wait(k.account, THROTTLE_RULES.account, now),
      );
    },
    failed(account, address) {
      const now = clock();
      sweep(now);
      const k = keys(account, address);
      take(k.address, THROTTLE_RULES.address, now);
      take(k.accountAddress, THROTTLE_RULES.accountAddress, now);
      take(k.account, THROTTLE_RULES.account, now);
    },
    succeeded(account, address) {
      buckets.delete(keys(account, address).accountAddress);
      const addresses = known.get(account) ?? new Set<string>();
      if (addresses.size >= 20) addresses.clear();
      addresses.add(address);
      known.set(account, addresses);
    },
  };
};
