/** SPEC §9, business constants and limits. */
export const MOBILE_BREAKPOINT_PX = 1024;
export const NAV_HEADER_HEIGHT_PX = 70;
export const AVATAR_SIZES = [100, 55, 40] as const;
export const PROFILE_AVATAR_SIZE = 124;

export const LIMITS = {
  name: 256,
  email: 256,
  programName: 256,
  resultsName: 45,
  resultsDescription: 200,
  learnsDescription: 45,
  consumersDescription: 45,
  passwordMin: 6,
  phoneDigitsRu: 11,
  phoneDigitsMax: 13,
} as const;

export const MIN_ADVANTAGES = 3;
/** The most e-mails one invitation request takes (POST /api/courses/{id}/invitations). */
export const MAX_INVITATION_EMAILS = 100;
/** The most files one answer to a free task carries. */
export const MAX_ANSWER_FILES = 20;
export const DEFAULT_MAX_COUNT = "5";
export const DEFAULT_STORE_VERSION = 1;
export const APP_VERSION_MARKER = "42";

export const TOAST = { position: "bottom-left", autoCloseMs: 5000 } as const;
export const MODAL_CLOSE_DELAY_MS = 350;

export const PROFILE_QUERY = { staleMs: 60_000, cacheMs: 600_000 } as const;
export const DEFAULT_QUERY = {
  staleMs: 24 * 60 * 60 * 1000,
  cacheMs: 60 * 60 * 1000,
  persistMaxAgeMs: 24 * 60 * 60 * 1000,
  persistThrottleMs: 1000,
} as const;

export const REFRESH_FLAG_TIMEOUT_MS = 10_000;
export const CHUNK_RELOAD_FLAG_TIMEOUT_MS = 10_000;
export const SCRIPT_CHUNK_TIMEOUT_MS = 120_000;
export const MANAGER_REPLY_HOURS = 24;
export const DEFAULT_LANGUAGE = "ru";
