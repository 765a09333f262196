import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { decodeLog } from "../log/decode-log";
import type { DomainCommand } from "../model/command";
import { decide } from "../model/decide";
import type { DomainEvent } from "../model/event";
import { given, rawCourse, saved, when } from "../model/test-kit";

type Text = { readonly value: string; readonly format?: "html"; readonly field?: "description" | "summary" };
const fields = ({ value, format, field = "description" }: Text, at = 1) => ({
  courseID: "c1",
  field,
  value,
  ...(format === undefined ? {} : { format }),
  at,
});
const edit = (value: string, format?: "html", field?: Text["field"], at = 1): DomainEvent => ({
  _tag: "AboutTextEdited",
  ...fields({ value, ...(format ? { format } : {}), ...(field ? { field } : {}) }, at),
});
const command = (value: string, format?: "html", field?: Text["field"]): DomainCommand => ({
  _tag: "EditAboutText",
  ...fields({ value, ...(format ? { format } : {}), ...(field ? { field } : {}) }),
});

describe("the course's long description may be rich (issue #20)", () => {
  it("a formatted edit stores the HTML with its mark; a plain edit after it drops the mark", () => {
    const rich = when(given(...saved), edit("<p><strong>Жирно</strong></p>", "html"));
    expect(rawCourse(rich).additional.description).toEqual({ value: "<p><strong>Жирно</strong></p>", format: "html" });
    const plain = when(rich, edit("Просто текст"));
    expect(rawCourse(plain).additional.description).toEqual({ value: "Просто текст" });
  });

  it("undo takes the description back with its mark, redo brings the formatting again", () => {
    const typed = when(given(...saved), edit("Было"));
    const formatted = when(typed, edit("<p><em>Стало</em></p>", "html", "description", 10_000));
    const undone = when(formatted, { _tag: "Undone", courseID: "c1" });
    expect(rawCourse(undone).additional.description).toEqual({ value: "Было" });
    const redone = when(undone, { _tag: "Redone", courseID: "c1" });
    expect(rawCourse(redone).additional.description).toEqual({ value: "<p><em>Стало</em></p>", format: "html" });
  });

  it("decide keeps the mark on the description and drops it on a plain-only field", () => {
    const state = given(...saved);
    const rich = decide(state, command("<ul><li>а</li></ul>", "html"));
    expect(Result.isSuccess(rich) && rich.success).toEqual([edit("<ul><li>а</li></ul>", "html")]);
    const summary = decide(state, command("<b>x</b>", "html", "summary"));
    expect(Result.isSuccess(summary) && summary.success).toEqual([edit("<b>x</b>", undefined, "summary")]);
    expect(rawCourse(when(state, edit("<b>x</b>", "html", "summary"))).general.summary).toBe("<b>x</b>");
  });

  it("an old log's description edit (no format) still decodes and replays as plain text", () => {
    const old = [{ seq: 1, at: 0, v: 2, event: { ...edit("Старое описание\nв две строки"), at: 5 } }];
    const decoded = decodeLog(old);
    expect(Result.isSuccess(decoded)).toBe(true);
    const events = Result.isSuccess(decoded) ? decoded.success.map((e) => e.event) : [];
    expect(rawCourse(when(given(...saved), ...events)).additional.description).toEqual({
      value: "Старое описание\nв две строки",
    });
  });
});
