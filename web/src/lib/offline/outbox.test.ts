import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error";
import { createOutbox, type Outcome } from "./outbox";
import type { OutboxItem } from "./outbox-item";

const item = (id: string, owner = "7"): OutboxItem => ({
  id,
  owner,
  request: { _tag: "DiscussionPost", courseID: "1", text: `post ${id}` },
  refresh: [["course-social", "1", "discussion"]],
  sentMessage: "Отправлено",
});

const setup = (answer: (item: OutboxItem) => Promise<void>) => {
  let stored: string | null = null;
  let online = true;
  const sent: string[] = [];
  const settled: Array<[string, Outcome["_tag"]]> = [];
  const outbox = createOutbox({
    store: { get: () => stored, set: (value) => (stored = value) },
    send: async (it) => {
      await answer(it);
      sent.push(it.id);
    },
    owner: () => "7",
    isOnline: () => online,
    onSettled: (it, outcome) => settled.push([it.id, outcome._tag]),
  });
  return { outbox, sent, settled, setOnline: (next: boolean) => (online = next), raw: () => stored };
};

describe("outbox (issue #15)", () => {
  it("offline: keeps the action and sends it once when the network is back", async () => {
    const box = setup(async () => undefined);
    box.setOnline(false);
    expect(await box.outbox.add(item("a"))).toEqual({ _tag: "queued" });
    expect(await box.outbox.add(item("b"))).toEqual({ _tag: "queued" });
    expect(box.outbox.pending().map((i) => i.id)).toEqual(["a", "b"]);
    box.setOnline(true);
    await Promise.all([box.outbox.flush(), box.outbox.flush(), box.outbox.flush()]);
    expect(box.sent).toEqual(["a", "b"]);
    expect(box.settled).toEqual([
      ["a", "sent"],
      ["b", "sent"],
    ]);
    expect(box.outbox.pending()).toEqual([]);
  });

  it("the session ended before the call got through (401): the action stays kept, and goes once its owner is signed in again", async () => {
    let signedOut = true;
    const box = setup(async () => {
      if (signedOut) throw new ApiError(401, null);
    });
    expect(await box.outbox.add(item("a"))).toEqual({ _tag: "queued" });
    expect(box.outbox.pending()).toHaveLength(1);
    expect(box.settled).toEqual([]);
    signedOut = false;
    await box.outbox.flush();
    expect(box.sent).toEqual(["a"]);
    expect(box.settled).toEqual([["a", "sent"]]);
  });

  it("no answer at all: the action stays kept and the caller hears 'queued'", async () => {
    let fail = true;
    const box = setup(async () => {
      if (fail) throw new ApiError(0, null);
    });
    expect(await box.outbox.add(item("a"))).toEqual({ _tag: "queued" });
    expect(box.outbox.pending()).toHaveLength(1);
    fail = false;
    await box.outbox.flush();
    expect(box.sent).toEqual(["a"]);
    expect(box.settled).toEqual([["a", "sent"]]);
  });

  it("online: the caller hears 'sent'; a refusal by the server drops the action and says why", async () => {
    const box = setup(async (it) => {
      if (it.id === "bad") throw new ApiError(422, { error: { message: "Не удалось выполнить действие!" } });
    });
    expect(await box.outbox.add(item("ok"))).toEqual({ _tag: "sent" });
    const refused = await box.outbox.add(item("bad"));
    expect(refused._tag).toBe("failed");
    expect(box.outbox.pending()).toEqual([]);
    expect(box.settled).toEqual([]);
  });

  it("sends only the signed-in user's actions; unreadable storage counts as empty", async () => {
    const box = setup(async () => undefined);
    box.setOnline(false);
    await box.outbox.add(item("other", "8"));
    box.setOnline(true);
    await box.outbox.flush();
    expect(box.sent).toEqual([]);
    expect(box.outbox.pending()).toEqual([]);
    expect(JSON.parse(box.raw() ?? "[]")).toHaveLength(1);
  });

  it("names the items another tab settled between two stored values", async () => {
    const box = setup(async () => undefined);
    const before = JSON.stringify([item("a"), item("b")]);
    const after = JSON.stringify([item("b")]);
    expect(box.outbox.settledBetween(before, after).map((i) => i.id)).toEqual(["a"]);
    expect(box.outbox.settledBetween(null, after)).toEqual([]);
  });
});

describe("outbox across tabs (issue #15)", () => {
  it("an item another tab has settled is not sent again, even when this tab's storage still lists it", async () => {
    const marks = new Set<string>();
    const settledMarks = {
      mark: async (id: string) => void marks.add(id),
      isMarked: async (id: string) => marks.has(id),
    };
    const stale = JSON.stringify([item("x")]);
    const sent: string[] = [];
    const make = (store: { get: () => string | null; set: (value: string) => void }) =>
      createOutbox({
        store,
        send: async (it) => void sent.push(it.id),
        owner: () => "7",
        isOnline: () => true,
        onSettled: () => undefined,
        settledMarks,
      });
    let first: string | null = stale;
    await make({ get: () => first, set: (value) => (first = value) }).flush();
    // The second tab's storage has not heard of the removal yet.
    let second: string | null = stale;
    await make({ get: () => second, set: (value) => (second = value) }).flush();
    expect(sent).toEqual(["x"]);
    expect(second).toBe("[]");
  });
});
