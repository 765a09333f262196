import { safeStorage, STATE_KEY } from "./storage";

/**
 * SPEC §3: every persisted slice lives under one key. Each writer (the session's app and login,
 * the passage) replaces only its own fields of that one object and keeps the others.
 */
export const parseRoot = (raw: string | null): Record<string, unknown> => {
  if (raw === null) return {};
  try {
    const root: unknown = JSON.parse(raw);
    return typeof root === "object" && root !== null && !Array.isArray(root) ? (root as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** Writes `fields` into the stored object; a field set to undefined is removed. */
export const writeRootFields = (fields: Readonly<Record<string, unknown>>): void => {
  const root = { ...parseRoot(safeStorage.get(STATE_KEY)), ...fields };
  for (const [key, value] of Object.entries(fields)) if (value === undefined) delete root[key];
  safeStorage.set(STATE_KEY, JSON.stringify(root));
};
