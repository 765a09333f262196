import type { FileRef } from "@app/domain/course/ids";
import { NETWORK_ERROR_STATUS } from "@app/domain/errors/catalogue";
import { draftWins } from "@app/domain/passage/draft-order";
import { isApiError } from "../../lib/api/api-error";
import { apiClient } from "../../lib/api/client";
import { isNetworkOff } from "../../lib/api/network-switch";
import { passageApi } from "../../lib/api/passage-api";
import { runCommand } from "../../lib/model/domain-store";

const api = passageApi(apiClient);

/** Typing pauses this long before the draft goes: one request per pause, not per keystroke. */
export const ANSWER_DRAFT_DELAY_MS = 1_000;

export type DraftTarget = {
  readonly courseID: string;
  readonly lessonID: string;
  readonly taskID: string;
  readonly blockID: string;
};
export type DraftValue = { readonly text: string; readonly files: ReadonlyArray<FileRef>; readonly updatedAt: number };

/**
 * A free answer's draft on its way to the server (issue #30), per task block: the latest value
 * goes once typing pauses, one request at a time (a value typed meanwhile goes next). Offline, or
 * when the network drops on the way, it waits and goes when the browser is back online (unless a
 * newer one replaced it). A refusal drops it: the persisted passage still has it. When the server
 * kept a newer draft (typed later on another device), this page takes that one.
 */
const waiting = new Map<string, { readonly target: DraftTarget; readonly value: DraftValue }>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const sending = new Set<string>();

const keyOf = (t: DraftTarget): string => JSON.stringify([t.courseID, t.taskID, t.blockID]);
const online = (): boolean => !isNetworkOff() && navigator.onLine;

const adopt = (target: DraftTarget, kept: { text: string; files: ReadonlyArray<FileRef>; updated_at: string }) => {
  runCommand({
    _tag: "DraftAnswer",
    courseID: target.courseID,
    lessonID: target.lessonID,
    taskID: target.taskID,
    contentBlockID: target.blockID,
    text: kept.text,
    files: [...kept.files],
    updatedAt: Date.parse(kept.updated_at),
  });
};

const sendNext = async (key: string): Promise<void> => {
  const entry = waiting.get(key);
  if (sending.has(key) || timers.has(key) || entry === undefined || !online()) return;
  waiting.delete(key);
  sending.add(key);
  const { target, value } = entry;
  let lost = false;
  try {
    const kept = await api.saveAnswerDraft(Number(target.courseID), target.taskID, target.blockID, {
      text: value.text,
      files: value.files.map((f) => f.id),
      updated_at: new Date(value.updatedAt).toISOString(),
    });
    if (!waiting.has(key) && draftWins({ updatedAt: Date.parse(kept.updated_at) }, value)) adopt(target, kept);
  } catch (error) {
    lost = !isApiError(error) || error.status === NETWORK_ERROR_STATUS;
    if (lost && !waiting.has(key)) waiting.set(key, entry);
  } finally {
    sending.delete(key);
  }
  if (!lost) await sendNext(key);
};

/** Keeps the latest value of a block's draft and sends it once typing pauses. */
export const saveAnswerDraft = (target: DraftTarget, value: DraftValue): void => {
  const key = keyOf(target);
  waiting.set(key, { target, value });
  clearTimeout(timers.get(key));
  timers.set(
    key,
    setTimeout(() => {
      timers.delete(key);
      void sendNext(key);
    }, ANSWER_DRAFT_DELAY_MS),
  );
};

if (typeof window !== "undefined")
  window.addEventListener("online", () => [...waiting.keys()].forEach((key) => void sendNext(key)));
