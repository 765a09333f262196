import { describe, expect, it } from "vitest";
import { CURRENT_LOG_VERSION } from "@app/domain/log/envelope";
import type { DomainEvent } from "@app/domain/model/event";
import { createEventLog } from "./event-log";

const undo = (courseID: string): DomainEvent => ({ _tag: "Undone", courseID });

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

  it("keeps only the newest `cap` entries, oldest first, and seq keeps counting", () => {
    const log = createEventLog(3);
    for (let i = 0; i < 7; i++) log.append([undo(String(i))], i);
    expect(log.entries().map((entry) => entry.seq)).toEqual([5, 6, 7]);
    expect(log.entries().map((entry) => entry.at)).toEqual([4, 5, 6]);
  });

  it("a smaller cap keeps the newest entries; a larger one keeps them all and grows", () => {
    const log = createEventLog(5);
    for (let i = 0; i < 5; i++) log.append([undo(String(i))], i);
    log.setCap(2);
    expect(log.entries().map((entry) => entry.seq)).toEqual([4, 5]);
    log.setCap(4);
    log.append([undo("x"), undo("y")], 9);
    expect(log.entries().map((entry) => entry.seq)).toEqual([4, 5, 6, 7]);
    log.append([undo("z")], 10);
    expect(log.entries().map((entry) => entry.seq)).toEqual([5, 6, 7, 8]);
    expect(log.size()).toBe(4);
    expect(log.first()?.seq).toBe(5);
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
