import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import { subscribe } from "valtio";
import { decodeWith } from "@app/domain/api/decode";
import { PassageState, emptyPassage } from "@app/domain/passage/passage-state";
import { sessionEvents } from "../session/session-events";
import { session } from "../session/session-store";
import { parseRoot, writeRootFields } from "../session/state-root";
import { safeStorage, STATE_KEY } from "../session/storage";
import { currentState, dispatch, isViewOnly, onEvents } from "./domain-store";
import { tokenOwner } from "./token-owner";

/**
 * SPEC §3: the passage slice is part of the persisted state (issue #15: nothing the student has
 * chosen or typed is lost). It is stored under the state key with the user it belongs to, and:
 * - restored at start, and when another user signs in in this tab (his own, or an empty one);
 * - written after every change of the slice;
 * - adopted when another tab writes it (the tab shows the same ticks and drafts);
 * - wiped by an explicit sign-out (SPEC §4), kept when the session merely expired, so the work
 *   is back after signing in again.
 */
const StoredPassage = Schema.Struct({ owner: Schema.String, state: PassageState });
type StoredPassage = typeof StoredPassage.Type;

const FIELD = "passage";

const readStored = (raw: string | null): StoredPassage | null => {
  const decoded = decodeWith(StoredPassage)(parseRoot(raw)[FIELD]);
  return Result.isSuccess(decoded) ? decoded.success : null;
};

let owner: string | null = null;
let lastPassage: PassageState | null = null;
let lastWritten = "";

let restoring = false;

/** Puts a passage into the model; not written back (the model holds a copy of it, not the very object). */
const restore = (passage: PassageState) => {
  restoring = true;
  try {
    dispatch({ _tag: "PassageRestored", passage });
  } finally {
    restoring = false;
  }
  lastPassage = currentState().passage;
};

/** Brings the signed-in user's passage into the model when the user changes (or at start). */
const adoptOwner = () => {
  const next = session.login.isAuth ? tokenOwner(session.login.token) : null;
  if (next === owner) return;
  owner = next;
  const stored = readStored(safeStorage.get(STATE_KEY));
  const mine = stored !== null && stored.owner === next ? stored : null;
  lastWritten = mine === null ? "" : JSON.stringify(mine);
  // Signed out (the session expired): the model keeps the work until someone signs in.
  if (next !== null) restore(mine?.state ?? emptyPassage());
};

const write = (passage: PassageState) => {
  if (restoring || owner === null || passage === lastPassage || isViewOnly()) return;
  lastPassage = passage;
  const value: StoredPassage = { owner, state: passage };
  const json = JSON.stringify(value);
  if (json === lastWritten) return;
  lastWritten = json;
  writeRootFields({ [FIELD]: value });
};

let started = false;

/** Starts once; every module that reads or writes the passage imports it. */
export const startPassagePersistence = (): void => {
  if (started) return;
  started = true;
  adoptOwner();
  subscribe(session, adoptOwner);
  onEvents((_entries, state) => write(state.passage));
  globalThis.addEventListener?.("storage", (event: StorageEvent) => {
    if (event.key !== STATE_KEY || owner === null || isViewOnly()) return;
    const stored = readStored(event.newValue);
    if (stored === null || stored.owner !== owner) return;
    const json = JSON.stringify(stored);
    if (json === lastWritten) return;
    lastWritten = json;
    restore(stored.state);
  });
  sessionEvents.on((event) => {
    if (event !== "signedOut") return;
    writeRootFields({ [FIELD]: undefined });
    lastWritten = "";
    owner = null;
    restore(emptyPassage());
  });
};

startPassagePersistence();
