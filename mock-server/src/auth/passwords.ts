import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";

export type PasswordHash = { readonly salt: string; readonly hash: string };

const KEY_LENGTH = 32;
// Low scrypt cost: this is a mock server, and tests sign in hundreds of times.
const OPTIONS = { N: 1024, r: 8, p: 1 } as const;

export const hashPassword = (password: string, salt = randomBytes(16).toString("hex")): PasswordHash => ({
  salt,
  hash: scryptSync(password, salt, KEY_LENGTH, OPTIONS).toString("hex"),
});

export const verifyPassword = (password: string, stored: PasswordHash): boolean => {
  const candidate = scryptSync(password, stored.salt, KEY_LENGTH, OPTIONS);
  const expected = Buffer.from(stored.hash, "hex");
  return expected.length === candidate.length && timingSafeEqual(candidate, expected);
};
