import { describe, expect, it } from "vitest";
import { envelope } from "@app/domain/log/envelope";
import type { DomainEvent } from "@app/domain/model/event";
import { identityOf, indexReads } from "./replay-reads";
import { lockKey } from "./read-tap";

const read = (path: string, body: unknown): DomainEvent => ({ _tag: "ServerRead", path, body });
const log = (...events: DomainEvent[]) => events.map((event, i) => envelope(i + 1, i, event));

describe("a replayed log's reads (issue #21)", () => {
  const entries = log(
    { _tag: "SessionIdentified", role: null, allRoles: [] },
    read("my-courses/7", { data: { comment: "" } }),
    { _tag: "SessionIdentified", role: "STUDENT", allRoles: ["student"] },
    read("my-courses/7", { data: { comment: "Доработайте" } }),
    read("my-courses", { data: [] }),
  );
  const reads = indexReads(entries);

  it("answers a path as the page last read it before the position", () => {
    expect(reads.at("my-courses/7", 0)).toBeUndefined();
    expect(reads.at("my-courses/7", 1)).toBeUndefined();
    expect(reads.at("my-courses/7", 2)).toEqual({ data: { comment: "" } });
    expect(reads.at("my-courses/7", 3)).toEqual({ data: { comment: "" } });
    expect(reads.at("my-courses/7", 4)).toEqual({ data: { comment: "Доработайте" } });
    expect(reads.at("my-courses/8", 5)).toBeUndefined();
    expect(reads.paths).toEqual(["my-courses/7", "my-courses"]);
  });

  it("the identity is the last role the log names", () => {
    expect(identityOf(entries)).toEqual({ role: "STUDENT", allRoles: ["student"] });
    expect(identityOf(entries.slice(0, 2))).toEqual({ role: null, allRoles: [] });
    expect(identityOf(log({ _tag: "SessionIdentified", role: "NOBODY", allRoles: [] }))).toEqual({
      role: null,
      allRoles: [],
    });
  });
});

describe("a replayed log's review locks (issue #34)", () => {
  const held = {
    teacher: { id: 4, name: "Татьяна", surname: "Васильева", avatar: null },
    expires_at: "2026-11-27T10:15:00.000Z",
    mine: false,
  };
  const entries = log(
    read("review/queue?page=1", { data: [] }),
    { _tag: "ReviewLockChanged", submission: 7, lock: held },
    { _tag: "ReviewLockChanged", submission: 7, lock: null },
  );
  const reads = indexReads(entries);

  it("answers a work's lock as the desk last saw it: held, then let go; never a screen's read", () => {
    expect(reads.at(lockKey(7), 1)).toBeUndefined();
    expect(reads.at(lockKey(7), 2)).toEqual(held);
    expect(reads.at(lockKey(7), 3)).toBeNull();
    expect(reads.at(lockKey(8), 3)).toBeUndefined();
    expect(reads.paths).toEqual(["review/queue?page=1"]);
  });
});
