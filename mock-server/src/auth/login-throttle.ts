import { createTokenBuckets, type BucketRule } from "./token-buckets";

/**
 * Wrong-password throttling (issues #16 and #32: throttle, never lock, OWASP's guidance). Token
 * buckets on the server's clock, in memory (a restart forgets them):
 * - per account and address, the key that matters: 5 wrong passwords, then one more a minute;
 * - per account, from every address: 10 wrong passwords, then one more a minute. It does not apply
 *   to an address that has signed in to the account before, so an attacker who drains it blocks only
 *   addresses new to the account, never the owner at his usual one;
 * - per address, looser: 30 wrong passwords, then one more every 20 s, whatever the accounts. It
 *   slows an address that guesses at many accounts, but only for an account that has already failed
 *   `ADDRESS_EXEMPT_FAILURES` times from that address: an attacker who keeps a shared address (an
 *   office, a school, a mobile carrier) drained with made-up e-mails never keeps a user out whose
 *   own failures there are few (issue #32 row 6).
 * Nobody is locked out for good: every bucket refills with time. A throttled attempt is refused
 * before the password is checked (429 with Retry-After), so it reveals nothing and costs no scrypt.
 * Unknown e-mails are throttled like known ones.
 */
export const THROTTLE_RULES = {
  address: { size: 30, refillMs: 20_000 },
  accountAddress: { size: 5, refillMs: 60_000 },
  account: { size: 10, refillMs: 60_000 },
} as const satisfies Record<string, BucketRule>;

/** An account's own failures at an address below which the address's limit does not stop it. */
export const ADDRESS_EXEMPT_FAILURES = 3;

export const TOO_MANY_ATTEMPTS = (seconds: number): string =>
  `Слишком много неудачных попыток входа. Повторите через ${seconds} с`;

/** Addresses remembered per account as ones it signed in from. */
const KNOWN_ADDRESSES = 20;

export type LoginThrottle = {
  /** Seconds to wait, or 0 when this attempt may check its password. */
  retryAfter(account: string, address: string): number;
  failed(account: string, address: string): void;
  succeeded(account: string, address: string): void;
};

export const createLoginThrottle = (clock: () => number): LoginThrottle => {
  const longest = Math.max(...Object.values(THROTTLE_RULES).map((rule) => rule.size * rule.refillMs));
  const buckets = createTokenBuckets(clock, longest);
  const known = new Map<string, Set<string>>();
  const keys = (account: string, address: string) => ({
    address: `a|${address}`,
    accountAddress: `p|${account}|${address}`,
    account: `u|${account}`,
  });
  const isKnown = (account: string, address: string): boolean => known.get(account)?.has(address) ?? false;

  return {
    retryAfter(account, address) {
      const k = keys(account, address);
      const ownFailures = buckets.used(k.accountAddress, THROTTLE_RULES.accountAddress);
      return Math.max(
        buckets.wait(k.accountAddress, THROTTLE_RULES.accountAddress),
        isKnown(account, address) ? 0 : buckets.wait(k.account, THROTTLE_RULES.account),
        ownFailures < ADDRESS_EXEMPT_FAILURES ? 0 : buckets.wait(k.address, THROTTLE_RULES.address),
      );
    },
    failed(account, address) {
      const k = keys(account, address);
      buckets.take(k.address, THROTTLE_RULES.address);
      buckets.take(k.accountAddress, THROTTLE_RULES.accountAddress);
      buckets.take(k.account, THROTTLE_RULES.account);
    },
    succeeded(account, address) {
      buckets.forget(keys(account, address).accountAddress);
      const addresses = known.get(account) ?? new Set<string>();
      if (addresses.size >= KNOWN_ADDRESSES) addresses.clear();
      addresses.add(address);
      known.set(account, addresses);
    },
  };
};
