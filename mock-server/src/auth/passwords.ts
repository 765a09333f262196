import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** A stored password: scrypt's hash of it with its salt, and the cost (scrypt's N) it was made with. */
export type PasswordHash = { readonly salt: string; readonly hash: string; readonly cost?: number | undefined };

const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;

/**
 * scrypt's N for new hashes when NODE_ENV=production: 2^17 with r=8, p=1, OWASP's Password Storage
 * Cheat Sheet minimum (128 MiB and about a third of a second a hash on this machine).
 */
export const PRODUCTION_PASSWORD_COST = 2 ** 17;

/**
 * The cost in development and tests (and of hashes stored before the cost was stored): tests sign in
 * thousands of times, and the demo accounts' password is public anyway.
 */
export const LOW_PASSWORD_COST = 1024;

// scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below what N = 2^17 takes.
const optionsFor = (cost: number): ScryptOptions => ({ N: cost, r: BLOCK_SIZE, p: 1, maxmem: 256 * cost * BLOCK_SIZE });

const derive = (password: string, salt: string, cost: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, optionsFor(cost), (error, key) => (error ? reject(error) : resolve(key)));
  });

/** Off the event loop (libuv's pool): a production hash must not stop every other request meanwhile. */
export const hashPassword = async (
  password: string,
  cost: number,
  salt = randomBytes(16).toString("hex"),
): Promise<PasswordHash> => ({ salt, hash: (await derive(password, salt, cost)).toString("hex"), cost });

/**
 * The demo seed's hashes (its password is public), a first administrator's unusable random password
 * and the tests' people, made inside a store update where nothing can wait: at the low cost only,
 * where a hash takes about a millisecond.
 */
export const lowCostHashSync = (password: string, salt = randomBytes(16).toString("hex")): PasswordHash => ({
  salt,
  hash: scryptSync(password, salt, KEY_LENGTH, optionsFor(LOW_PASSWORD_COST)).toString("hex"),
  cost: LOW_PASSWORD_COST,
});

export const verifyPassword = async (password: string, stored: PasswordHash): Promise<boolean> => {
  const candidate = await derive(password, stored.salt, stored.cost ?? LOW_PASSWORD_COST);
  const expected = Buffer.from(stored.hash, "hex");
  return expected.length === candidate.length && timingSafeEqual(candidate, expected);
};

/** A hash made with less than today's cost is made again at the next sign-in, when the password is known. */
export const needsRehash = (stored: PasswordHash, cost: number): boolean => (stored.cost ?? LOW_PASSWORD_COST) < cost;

/** Whether `raw` is a cost scrypt takes and a server can afford: a power of two from 2^10 to 2^20. */
export const isPasswordCost = (raw: number): boolean =>
  Number.isInteger(raw) && raw >= 2 ** 10 && raw <= 2 ** 20 && (raw & (raw - 1)) === 0;
