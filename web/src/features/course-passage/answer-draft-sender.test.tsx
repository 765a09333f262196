import { afterEach, describe, expect, it, vi } from "vitest";
import { ok } from "../../test-support/answers";
import { fakeClock, passTime } from "../../test-support/clock";
import { fakeApi, type ApiCall } from "../../test-support/fake-api";
import { ANSWER_DRAFT_DELAY_MS, saveAnswerDraft } from "./answer-draft-sender";

/** Issue #30: a typed answer reaches the server's draft once typing pauses, one request per pause. */
const DRAFT = "PUT my-courses/1/tasks/t1/blocks/b1/draft";
const target = { courseID: "1", lessonID: "l1", taskID: "t1", blockID: "b1" };
const file = { id: "f1", name: "код.py", url: "/api/files/f1", size: 3 };
const echo = (call: ApiCall) => ok({ ...(call.body as object), files: [] });

const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, "onLine", { value: online, configurable: true });
  if (online) window.dispatchEvent(new Event("online"));
};

afterEach(() => {
  setOnline(true);
  vi.useRealTimers();
});

describe("answer drafts on their way to the server", () => {
  it("keystrokes in a row make one request, with the last text, its files' ids and when it was typed", async () => {
    fakeClock();
    const api = fakeApi({ [DRAFT]: echo });
    saveAnswerDraft(target, { text: "п", files: [], updatedAt: 1_000 });
    await passTime(ANSWER_DRAFT_DELAY_MS / 2);
    saveAnswerDraft(target, { text: "пр", files: [], updatedAt: 1_500 });
    saveAnswerDraft(target, { text: "при", files: [file], updatedAt: 1_600 });
    await passTime(ANSWER_DRAFT_DELAY_MS - 1);
    expect(api.callsTo(DRAFT)).toHaveLength(0);
    await passTime(1);
    await vi.waitFor(() => expect(api.callsTo(DRAFT)).toHaveLength(1));
    expect(api.callsTo(DRAFT)[0]?.body).toEqual({
      text: "при",
      files: ["f1"],
      updated_at: new Date(1_600).toISOString(),
    });
  });

  it("offline it waits, and goes when the browser is back online", async () => {
    fakeClock();
    const api = fakeApi({ [DRAFT]: echo });
    setOnline(false);
    saveAnswerDraft(target, { text: "без сети", files: [], updatedAt: 2_000 });
    await passTime(ANSWER_DRAFT_DELAY_MS * 3);
    expect(api.callsTo(DRAFT)).toHaveLength(0);
    setOnline(true);
    await vi.waitFor(() => expect(api.callsTo(DRAFT)).toHaveLength(1));
    expect((api.callsTo(DRAFT)[0]?.body as { text: string }).text).toBe("без сети");
  });
});
