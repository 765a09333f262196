import { createHash, randomBytes } from "node:crypto";

/** Invitations live 14 days; only the token's SHA-256 is stored (like password-reset tokens). */
export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export const newToken = (): string => randomBytes(32).toString("base64url");

export const hashToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");

export const invitationPath = (token: string): string => `/invite/${token}`;

export const joinPath = (token: string): string => `/join/${token}`;
