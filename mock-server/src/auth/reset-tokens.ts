import { createHash, randomBytes } from "node:crypto";

/** Password-reset tokens live one hour and are kept only as their SHA-256. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const newResetToken = (): string => randomBytes(32).toString("base64url");

export const hashResetToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");
