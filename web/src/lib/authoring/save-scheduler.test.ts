import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Subject } from "rxjs";
import { ApiError } from "../api/api-error";
import { createSaveScheduler, type FailureKind } from "./save-scheduler";

type Answer = { readonly version: number };
type Call = {
  readonly version: number;
  readonly resolve: (answer: Answer) => void;
  readonly reject: (error: unknown) => void;
};

/** A fake server: each save waits until the test answers it. */
const fakeApi = () => {
  const calls: Call[] = [];
  const confirmed: Array<{ version: number; sentSeq: number }> = [];
  const failures: FailureKind[] = [];
  let online = true;
  const network$ = new Subject<boolean>();
  const scheduler = createSaveScheduler<Answer>(1, {
    send: (version) => new Promise<Answer>((resolve, reject) => calls.push({ version, resolve, reject })),
    confirm: (answer, sentSeq) => confirmed.push({ version: answer.version, sentSeq }),
    fail: (_error, kind) => failures.push(kind),
    isOnline: () => online,
    network$,
    debounceMs: 1500,
    backoffMs: () => 1000,
  });
  const last = (): Call => {
    const call = calls[calls.length - 1];
    if (!call) throw new Error("no save was sent");
    return call;
  };
  return { scheduler, calls, confirmed, failures, network$, last, setOnline: (value: boolean) => (online = value) };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the autosave loop", () => {
  it("saves once, about 1.5 s after the last change", async () => {
    const api = fakeApi();
    api.scheduler.noteChange(1);
    await vi.advanceTimersByTimeAsync(1000);
    api.scheduler.noteChange(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.calls).toHaveLength(0);
    expect(api.scheduler.status$.value).toBe("unsaved");
    await vi.advanceTimersByTimeAsync(600);
    expect(api.calls.map((c) => c.version)).toEqual([1]);
    expect(api.scheduler.status$.value).toBe("saving");
    api.last().resolve({ version: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.confirmed).toEqual([{ version: 2, sentSeq: 2 }]);
    expect(api.scheduler.status$.value).toBe("saved");
  });

  it("changes made while a save is in flight are not lost: they go in the next save, from the new version", async () => {
    const api = fakeApi();
    api.scheduler.noteChange(1);
    await vi.advanceTimersByTimeAsync(1500);
    api.scheduler.noteChange(2);
    api.last().resolve({ version: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.confirmed).toEqual([{ version: 2, sentSeq: 1 }]);
    expect(api.calls.map((c) => c.version)).toEqual([1, 2]);
    expect(api.scheduler.status$.value).toBe("saving");
    api.last().resolve({ version: 3 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(api.confirmed.at(-1)).toEqual({ version: 3, sentSeq: 2 });
    expect(api.calls).toHaveLength(2);
    expect(api.scheduler.status$.value).toBe("saved");
    expect(api.scheduler.hasUnsaved()).toBe(false);
  });

  it("a 409 stops autosaving until the user acts; `Сохранить` tries again", async () => {
    const api = fakeApi();
    api.scheduler.noteChange(1);
    await vi.advanceTimersByTimeAsync(1500);
    api.last().reject(new ApiError(409, null));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.failures).toEqual(["conflict"]);
    expect(api.scheduler.status$.value).toBe("conflict");
    api.scheduler.noteChange(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.calls).toHaveLength(1);
    api.scheduler.saveNow();
    expect(api.calls).toHaveLength(2);
  });

  it("after a reload from the server the loop starts again from the server's version", async () => {
    const api = fakeApi();
    api.scheduler.noteChange(1);
    await vi.advanceTimersByTimeAsync(1500);
    api.last().reject(new ApiError(409, null));
    await vi.advanceTimersByTimeAsync(0);
    api.scheduler.rebase(7, 1);
    expect(api.scheduler.status$.value).toBe("saved");
    api.scheduler.noteChange(2);
    await vi.advanceTimersByTimeAsync(1500);
    expect(api.last().version).toBe(7);
  });

  it("offline: nothing is sent, the state says so, and the changes go when the network returns", async () => {
    const api = fakeApi();
    api.setOnline(false);
    api.scheduler.noteChange(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.calls).toHaveLength(0);
    expect(api.scheduler.status$.value).toBe("offline");
    api.setOnline(true);
    api.network$.next(true);
    expect(api.calls).toHaveLength(1);
  });

  it("a failed request retries with a backoff, keeping the changes", async () => {
    const api = fakeApi();
    api.scheduler.noteChange(1);
    await vi.advanceTimersByTimeAsync(1500);
    api.last().reject(new ApiError(0, null));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.failures).toEqual(["network"]);
    expect(api.scheduler.hasUnsaved()).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toHaveLength(2);
    api.last().resolve({ version: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.scheduler.status$.value).toBe("saved");
  });

  it("a refusal (422) waits for the next change instead of retrying", async () => {
    const api = fakeApi();
    api.scheduler.noteChange(1);
    await vi.advanceTimersByTimeAsync(1500);
    api.last().reject(new ApiError(422, null));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.failures).toEqual(["rejected"]);
    expect(api.calls).toHaveLength(1);
    expect(api.scheduler.status$.value).toBe("rejected");
    api.scheduler.noteChange(2);
    await vi.advanceTimersByTimeAsync(1500);
    expect(api.calls).toHaveLength(2);
  });
});
