import type { ChosenAnswer } from "@app/domain/api/passage";
import { NETWORK_ERROR_STATUS } from "@app/domain/errors/catalogue";
import { isApiError } from "../../lib/api/api-error";
import { apiClient } from "../../lib/api/client";
import { isNetworkOff } from "../../lib/api/network-switch";
import { passageApi } from "../../lib/api/passage-api";

const api = passageApi(apiClient);

type Tick = typeof ChosenAnswer.Type;
type Test = { readonly courseID: string; readonly blockID: string };

/**
 * A test's ticks on their way to the server's draft (issue #15), per question. One request per test
 * at a time: ticks made while one is on its way are merged (the last per question) and go next, so
 * the server never keeps an older tick than the page. Offline, or when the network drops on the way,
 * they wait (superseded ones dropped) and go when the browser is back online. A refusal drops them:
 * the persisted passage has every tick, and `Ответить` sends them all.
 */
const waiting = new Map<string, { readonly test: Test; readonly ticks: Map<string, Tick> }>();
const sending = new Set<string>();

const keyOf = (test: Test): string => JSON.stringify([test.courseID, test.blockID]);
const online = (): boolean => !isNetworkOff() && navigator.onLine;

/** Puts ticks back in line unless a newer tick of the same question came meanwhile. */
const putBack = (test: Test, ticks: ReadonlyMap<string, Tick>): void => {
  const entry = waiting.get(keyOf(test)) ?? { test, ticks: new Map<string, Tick>() };
  for (const [questionID, tick] of ticks) if (!entry.ticks.has(questionID)) entry.ticks.set(questionID, tick);
  waiting.set(keyOf(test), entry);
};

const sendNext = async (key: string): Promise<void> => {
  const entry = waiting.get(key);
  if (sending.has(key) || entry === undefined || !online()) return;
  waiting.delete(key);
  sending.add(key);
  let lost = false;
  try {
    await api.saveTestDraft(Number(entry.test.courseID), entry.test.blockID, { answers: [...entry.ticks.values()] });
  } catch (error) {
    lost = !isApiError(error) || error.status === NETWORK_ERROR_STATUS;
    if (lost) putBack(entry.test, entry.ticks);
  } finally {
    sending.delete(key);
  }
  if (!lost) await sendNext(key);
};

export const saveTick = (test: Test, questionID: string, answerIDList: ReadonlyArray<string>): void => {
  const entry = waiting.get(keyOf(test)) ?? { test, ticks: new Map<string, Tick>() };
  entry.ticks.set(questionID, { questionID, answerIDList: [...answerIDList] });
  waiting.set(keyOf(test), entry);
  void sendNext(keyOf(test));
};

if (typeof window !== "undefined")
  window.addEventListener("online", () => [...waiting.keys()].forEach((key) => void sendNext(key)));
