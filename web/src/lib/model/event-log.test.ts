import { describe, expect, it } from "vitest";
import { CURRENT_LOG_VERSION } from "@app/domain/log/envelope";
import type { DomainEvent } from "@app/domain/model/event";
import { replay } from "@app/domain/model/evolve";
import { initialState } from "@app/domain/model/state";
import { createEventLog } from "./event-log";

const undo = (courseID: string): DomainEvent => ({ _tag: "Undone", courseID });
const created = (courseID: string): DomainEvent => ({ _tag: "CourseCreated", courseID, name: courseID, at: 0 });

describe("the session event log", () => {
  it("wraps each event in an envelope with a rising seq, the time and the log version", () => {
    const log = createEventLog(10);
    const added = log.append([undo("a"), undo("b")], 1_000);
    expect(added).toEqual([
      { seq: 1, at: 1_000, v: CURRENT_LOG_VERSION, event: undo("a") },
      { seq: 2, at: 1_000, v: CURRENT_LOG_VERSION, event: undo("b") },
    ]);
    expect(log.entries()).toEqual(added);
    expect(log.nextSeq()).toBe(3);
  });

  it("keeps at most `cap` entries: a full log drops its oldest tenth and starts with their snapshot", () => {
    const log = createEventLog(10);
    for (let i = 1; i <= 11; i++) log.append([created(`c${i}`)], i);
    const entries = log.entries();
    expect(entries.map((entry) => entry.seq)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(entries[0]?.event).toMatchObject({ _tag: "StateSnapshot", reason: "wrap" });
    expect(entries[0]?.at).toBe(2);
    expect(log.nextSeq()).toBe(12);
  });

  it("a wrapped log replays from its first entry to the state of the whole session", () => {
    const all: DomainEvent[] = Array.from({ length: 57 }, (_, i) => created(`c${i}`));
    const log = createEventLog(20);
    for (const event of all) log.append([event], 0);
    expect(log.size()).toBeLessThanOrEqual(20);
    expect(log.first()?.event._tag).toBe("StateSnapshot");
    const kept = log.entries().map((entry) => entry.event);
    expect(replay(kept, initialState())).toEqual(replay(all, initialState()));
  });

  it("a smaller cap keeps the newest entries after a snapshot; a larger one lets the log grow", () => {
    const log = createEventLog(5);
    for (let i = 0; i < 5; i++) log.append([undo(String(i))], i);
    log.setCap(2);
    expect(log.entries().map((entry) => [entry.seq, entry.event._tag])).toEqual([
      [4, "StateSnapshot"],
      [5, "Undone"],
    ]);
    log.setCap(4);
    log.append([undo("x"), undo("y")], 9);
    expect(log.entries().map((entry) => entry.seq)).toEqual([4, 5, 6, 7]);
    expect(log.size()).toBe(4);
    expect(log.first()?.seq).toBe(4);
  });

  it("restore takes over a kept log: seq counts on from its last entry", () => {
    const before = createEventLog(10);
    before.append([created("a"), created("b")], 1);
    const after = createEventLog(10);
    after.restore(before.entries());
    expect(after.append([created("c")], 2)[0]?.seq).toBe(3);
    expect(after.entries().map((entry) => entry.seq)).toEqual([1, 2, 3]);
  });

  it("clear empties the log but seq does not restart", () => {
    const log = createEventLog(4);
    log.append([undo("a")], 0);
    log.clear();
    expect(log.entries()).toEqual([]);
    expect(log.append([undo("b")], 0)[0]?.seq).toBe(2);
  });

  it("keeps no personal data: an e-mail, a phone or a join-link token is replaced, the dispatched event is untouched", () => {
    const log = createEventLog(4);
    const typed: DomainEvent = {
      _tag: "AboutTextEdited",
      courseID: "c1",
      field: "description",
      value: "Пишите: anna@demo.ru, +7 916 123-45-67",
      at: 1,
    };
    const link: DomainEvent = {
      _tag: "AccessesEdited",
      courseID: "c1",
      available: true,
      accessByEmail: false,
      teachers: [],
      link: "/join/Zx81kPq0aa",
      maxCount: "5",
      isSetMaxCount: false,
    };
    const [first, second] = log.append([typed, link], 2);
    expect(first?.event).toEqual({ ...typed, value: "Пишите: [email], [phone]" });
    expect(second?.event).toEqual({ ...link, link: "/join/[token]" });
    expect(typed).toMatchObject({ value: "Пишите: anna@demo.ru, +7 916 123-45-67" });
    expect(JSON.stringify(log.entries())).not.toMatch(/anna@|916|Zx81/);
  });
});
