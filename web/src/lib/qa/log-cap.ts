import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { decodeWith } from "@app/domain/api/decode";
import { safeStorage } from "../session/storage";

/** The QA setting: how many events the session log keeps (a ring: the oldest go first). */
export const LOG_CAP_KEY = "course-platform:qa:log-cap";
export const LOG_CAP_LIMITS = { min: 100, max: 1_000_000, default: 50_000 } as const;

const LogCap = Schema.Int.check(Schema.isBetween({ minimum: LOG_CAP_LIMITS.min, maximum: LOG_CAP_LIMITS.max }));
const decodeCap = decodeWith(Schema.fromJsonString(LogCap));

/** The stored cap; the default when none is stored or what is stored is not a valid cap. */
export const readLogCap = (): number => {
  const stored = safeStorage.get(LOG_CAP_KEY);
  if (stored === null) return LOG_CAP_LIMITS.default;
  const decoded = decodeCap(stored);
  return Result.isSuccess(decoded) ? decoded.success : LOG_CAP_LIMITS.default;
};

/** Whether `value` is a cap the setting accepts. */
export const isValidLogCap = (value: number): boolean => Result.isSuccess(decodeWith(LogCap)(value));

export const storeLogCap = (cap: number): void => safeStorage.set(LOG_CAP_KEY, String(cap));
