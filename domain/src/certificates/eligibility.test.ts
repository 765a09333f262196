import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { BlockStatus } from "../course/structure";
import type { BlockFacts, LessonFacts } from "../passage/completion";
import { certificateStanding, type CertificateStanding } from "./eligibility";
import { certificateRuleErrors, documentOf, type CertificateRule } from "./certificate-rule";

const material = (done: boolean): BlockFacts => ({ done, reviewed: false, review: "none" });
const task = (review: BlockStatus): BlockFacts => ({ done: review !== "none", reviewed: true, review });
const RULE: CertificateRule = { pass_percent: 70, honours_percent: 90 };

/** Two lessons: the first always complete; the second's material done or not; one free task in it. */
const course = (materialDone: boolean, review: BlockStatus): ReadonlyArray<LessonFacts> => [
  { started: true, blocks: [material(true)] },
  { started: true, blocks: [material(materialDone), task(review)] },
];

const tag = (s: CertificateStanding): string => (s._tag === "earned" ? (s.honours ? "honours" : "earned") : "notYet");

describe("the certificate rule: every combination of lessons, tasks and score around both thresholds", () => {
  const reviews: ReadonlyArray<BlockStatus> = ["none", "onReview", "needsWork", "accepted"];
  // Scores out of 100 points: just below, at and above each threshold, and the ends.
  const scores: ReadonlyArray<[number, string]> = [
    [0, "notYet"],
    [69, "notYet"],
    [70, "earned"],
    [71, "earned"],
    [89, "earned"],
    [90, "honours"],
    [91, "honours"],
    [100, "honours"],
  ];
  for (const materialDone of [true, false])
    for (const review of reviews)
      for (const [score, whenComplete] of scores) {
        const complete = materialDone && review === "accepted";
        const expected = complete ? whenComplete : "notYet";
        it(`material ${materialDone ? "done" : "not done"}, task ${review}, ${score}/100 → ${expected}`, () => {
          expect(
            tag(certificateStanding({ lessons: course(materialDone, review), tests: { score, max: 100 } }, RULE)),
          ).toBe(expected);
        });
      }

  it("the thresholds compare exactly, not rounded: 69.5 % is short of 70 %", () => {
    expect(tag(certificateStanding({ lessons: course(true, "accepted"), tests: { score: 139, max: 200 } }, RULE))).toBe(
      "notYet",
    );
    expect(tag(certificateStanding({ lessons: course(true, "accepted"), tests: { score: 140, max: 200 } }, RULE))).toBe(
      "earned",
    );
  });

  it("a course without tests is earned on completion, never with distinction", () => {
    expect(tag(certificateStanding({ lessons: course(true, "accepted"), tests: { score: 0, max: 0 } }, RULE))).toBe(
      "earned",
    );
  });

  it("a course without lessons is never earned", () => {
    expect(tag(certificateStanding({ lessons: [], tests: { score: 10, max: 10 } }, RULE))).toBe("notYet");
  });

  it("property: earned exactly when complete and score·100 ≥ pass·max; honours when also ≥ honours·max", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom(...reviews),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (materialDone, review, max, share, pass, extra) => {
          const score = Math.floor((share * max) / 100);
          const rule = { pass_percent: pass, honours_percent: Math.min(100, pass + extra) };
          const standing = certificateStanding({ lessons: course(materialDone, review), tests: { score, max } }, rule);
          const complete = materialDone && review === "accepted";
          const passes = score * 100 >= rule.pass_percent * max;
          const honours = score * 100 >= rule.honours_percent * max;
          expect(standing._tag === "earned").toBe(complete && passes);
          if (standing._tag === "earned") expect(standing.honours).toBe(honours);
        },
      ),
    );
  });
});

describe("what is left (осталось: …)", () => {
  it("counts lessons of own work, tasks to send and tasks on review, and a short score", () => {
    const lessons: ReadonlyArray<LessonFacts> = [
      { started: false, blocks: [] },
      { started: true, blocks: [material(false), task("onReview")] },
      { started: true, blocks: [material(true), task("onReview")] },
      { started: true, blocks: [material(true), task("needsWork"), task("none"), task("accepted")] },
    ];
    const standing = certificateStanding({ lessons, tests: { score: 13, max: 20 } }, RULE);
    expect(standing).toEqual({
      _tag: "notYet",
      gap: { lessons: 2, tasksToSend: 2, tasksOnReview: 2, scorePercent: 65, scoreShort: true },
    });
  });

  it("nothing left but the teacher: only tasks on review", () => {
    const standing = certificateStanding({ lessons: course(true, "onReview"), tests: { score: 9, max: 10 } }, RULE);
    expect(standing).toEqual({
      _tag: "notYet",
      gap: { lessons: 0, tasksToSend: 0, tasksOnReview: 1, scorePercent: 90, scoreShort: false },
    });
  });
});

describe("the rule's settings and the document", () => {
  it("thresholds are whole percents, the distinction not below the certificate", () => {
    expect(certificateRuleErrors({ pass_percent: 70, honours_percent: 90 })).toEqual({});
    expect(certificateRuleErrors({ pass_percent: 70, honours_percent: 70 })).toEqual({});
    expect(Object.keys(certificateRuleErrors({ pass_percent: 80, honours_percent: 79 }))).toEqual(["honours_percent"]);
    expect(Object.keys(certificateRuleErrors({ pass_percent: 101, honours_percent: 50.5 }))).toEqual([
      "pass_percent",
      "honours_percent",
    ]);
  });

  it("no document for none or «Без документа»", () => {
    expect(documentOf(null)).toBeNull();
    expect(documentOf({ id: "1", name: "Без документа" })).toBeNull();
    expect(documentOf({ id: "2", name: "Сертификат" })).toEqual({ id: "2", name: "Сертификат" });
  });
});
