import { describe, expect, it } from "vitest";
import { envelope } from "@app/domain/log/envelope";
import { pendingAfterConfirm, trimConfirms } from "./pending-log";

const TEMP = "0b7f7d8e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const created = envelope(1, 10, {
  _tag: "ModuleCreated",
  courseID: "15",
  moduleID: TEMP,
  moduleName: "Раздел",
  at: 10,
});
const renamed = envelope(5, 20, {
  _tag: "ModuleRenamed",
  courseID: "15",
  moduleID: TEMP,
  moduleName: "Раздел 1",
  at: 20,
});
const ids = envelope(6, 30, {
  _tag: "IdsAssigned",
  courseID: "15",
  assignments: [{ _tag: "module", tempID: TEMP, id: "77" }],
});
const confirmed = envelope(7, 30, { _tag: "SaveConfirmed", courseID: "15", at: 30 });

describe("pending events after a save", () => {
  it("keeps only what was not sent, with the new ids, followed by the markers", () => {
    const after = pendingAfterConfirm([created, renamed, ids, confirmed], 4, new Map([[TEMP, "77"]]));
    expect(after.map((e) => e.event._tag)).toEqual(["ModuleRenamed", "IdsAssigned", "SaveConfirmed"]);
    expect(after[0]?.event).toEqual({
      _tag: "ModuleRenamed",
      courseID: "15",
      moduleID: "77",
      moduleName: "Раздел 1",
      at: 20,
    });
  });

  it("nothing is left when everything was sent", () => {
    expect(pendingAfterConfirm([created, renamed, ids, confirmed], 5, new Map([[TEMP, "77"]]))).toEqual([]);
  });

  it("markers with no edit before them are dropped", () => {
    expect(trimConfirms([ids, confirmed])).toEqual([]);
    expect(trimConfirms([confirmed, renamed]).map((e) => e.seq)).toEqual([5]);
  });
});
