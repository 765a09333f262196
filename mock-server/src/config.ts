import path from "node:path";
import { isPasswordCost, LOW_PASSWORD_COST, PRODUCTION_PASSWORD_COST } from "./auth/passwords";

/** GUIDE §1 environment. Every variable is optional. */
export type Config = {
  readonly port: number;
  readonly dataDir: string;
  readonly accessTokenTtl: number;
  readonly refreshTokenTtl: number;
  readonly production: boolean;
  /** DEMO=1: seed the demo data (with its public password) even when NODE_ENV=production. */
  readonly demo: boolean;
  /** The built web app to serve (WEB_DIST, default web/dist): lets parallel test runs build apart. */
  readonly webDist: string | null;
  /** PASSWORD_COST: scrypt's N for new password hashes; 2^17 with NODE_ENV=production, 1024 otherwise. */
  readonly passwordCost: number;
  /** HISTORY_RETENTION_DAYS (default 90): draft versions older than this are folded away; 0 keeps all. */
  readonly historyRetentionDays: number;
};

/** GUIDE §1: the tokens' lifetimes when ACCESS_TOKEN_TTL and REFRESH_TOKEN_TTL are unset, in seconds. */
export const DEFAULT_ACCESS_TOKEN_TTL = 900;
export const DEFAULT_REFRESH_TOKEN_TTL = 2_592_000;

const positiveInt = (raw: string | undefined, fallback: number, name: string): number => {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
};

const passwordCost = (raw: string | undefined, production: boolean): number => {
  if (raw === undefined || raw === "") return production ? PRODUCTION_PASSWORD_COST : LOW_PASSWORD_COST;
  const value = Number(raw);
  if (!isPasswordCost(value))
    throw new Error(`PASSWORD_COST must be a power of two from 1024 to 1048576, got "${raw}"`);
  return value;
};

export const readConfig = (env: NodeJS.ProcessEnv, cwd: string): Config => ({
  port: positiveInt(env.PORT, 3000, "PORT"),
  dataDir: path.resolve(cwd, env.DATA_DIR ?? "./data"),
  accessTokenTtl: positiveInt(env.ACCESS_TOKEN_TTL, DEFAULT_ACCESS_TOKEN_TTL, "ACCESS_TOKEN_TTL"),
  refreshTokenTtl: positiveInt(env.REFRESH_TOKEN_TTL, DEFAULT_REFRESH_TOKEN_TTL, "REFRESH_TOKEN_TTL"),
  production: env.NODE_ENV === "production",
  demo: env.DEMO === "1",
  webDist: env.WEB_DIST === undefined || env.WEB_DIST === "" ? null : path.resolve(cwd, env.WEB_DIST),
  passwordCost: passwordCost(env.PASSWORD_COST, env.NODE_ENV === "production"),
  historyRetentionDays: positiveInt(env.HISTORY_RETENTION_DAYS, 90, "HISTORY_RETENTION_DAYS"),
});
