/**
 * `npm run bench:log` (not a test): what the QA session log costs on a course of 30,000 mixed blocks
 * (issue #29, docs/constructor-performance.md "Proposed design" item 5). Two moments:
 * - open: `CourseLoaded` enters the log, `EventLog.append → redactEvent` searches every string;
 * - page leave: `keepLog` on `pagehide` writes the log for the tab's next page, within its budget.
 * The course is the constructor bench's (web/bench/constructor-courses.ts) with the ids the server
 * gives on import (numbers), so block ids and titles hold runs of digits as in the app.
 * Prints figures; asserts nothing.
 */
import type { CourseSnapshot } from "@app/domain/course/course-snapshot";
import { newCourse } from "@app/domain/course/defaults";
import type { FileRef } from "@app/domain/course/ids";
import { toSnapshot } from "@app/domain/course/snapshot-convert";
import { redactEvent } from "@app/domain/log/redact";
import { serializeLog } from "@app/domain/log/stable-json";
import type { DomainEvent } from "@app/domain/model/event";
import { createEventLog, type EventLog } from "../src/lib/model/event-log";
import { BUDGET, keepLog } from "../src/lib/qa/log-persistence";
import { SESSION_LOG_KEY } from "../src/lib/qa/log-source";
import { SHAPES, exportDocumentOf, type CourseShape, type Files } from "./constructor-courses";

const RUNS = 5;

// Before issue #29 item 5, for the comparison: `redactText` ran all five searches on every string
// with 3 digits in a row, and `keepLog` wrote the log's text on each of its 8 tries.
const before = {
  redactText: (text: string): string => {
    if (text.length < 6 || !/@|eyJ|\/join\/|\d{3}/.test(text)) return text;
    const digitCount = (run: string): number => run.replace(/\D/g, "").length;
    return text
      .replace(/eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]{4,}/g, "[token]")
      .replace(/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu, "[email]")
      .replace(/\/join\/[\w-]{4,}/g, "/join/[token]")
      .replace(
        /(?<![\p{L}\p{N}_+])(?:\+\d{1,3}[\s-]?|[78][\s-]?)?(?:\(\d{3}\)|\d{3})[\s-]?\d{3}[\s-]?\d{2}[\s-]?\d{2}(?![\p{L}\p{N}_])/gu,
        "[phone]",
      )
      .replace(/(?<![\p{L}\p{N}_+])\+\d[\d\s()-]{8,20}\d(?![\p{L}\p{N}_])/gu, (run) =>
        digitCount(run) >= 10 && digitCount(run) <= 15 ? "[phone]" : run,
      );
  },
  /** Every string of the value through `redactText` (the copying left out: nothing is replaced here). */
  redactValue: (value: unknown): void => {
    if (typeof value === "string") before.redactText(value);
    else if (Array.isArray(value)) for (const item of value as ReadonlyArray<unknown>) before.redactValue(item);
    else if (typeof value === "object" && value !== null)
      for (const item of Object.values(value)) before.redactValue(item);
  },
  keepLog: (log: EventLog, store: Storage, budget = BUDGET): void => {
    for (let attempt = 0; attempt < 8; attempt++) {
      const text = serializeLog(log.entries());
      if (text.length <= budget) {
        store.setItem(SESSION_LOG_KEY, text);
        return;
      }
      if (log.size() <= 1) break;
      log.trimTo(Math.floor(log.size() / 2));
    }
    store.removeItem(SESSION_LOG_KEY);
  },
};
const median = (xs: ReadonlyArray<number>): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const time = (f: () => void): number => {
  const start = performance.now();
  f();
  return performance.now() - start;
};

const file = (id: number, name: string): FileRef => ({ id: String(id), name, url: `/api/files/${id}`, size: 48_213 });
const FILES: Files = {
  image: file(17, "cover.png"),
  document: file(18, "lecture.pdf"),
  file: file(19, "task.zip"),
  audio: file(20, "intro.mp3"),
  presentation: file(21, "slides.pptx"),
  htmlPresentation: file(22, "slides.zip"),
  any: file(17, "cover.png"),
};

/** The course as the constructor loads it: the shape's sections, lessons and blocks, numbered as the server does. */
const loadedCourse = (shape: CourseShape): DomainEvent => {
  let next = 1_000;
  const id = () => String(next++);
  const moduleList = exportDocumentOf(shape, FILES).course.moduleList.map((module) => ({
    ...module,
    moduleID: id(),
    lessons: module.lessons.map((lesson) => ({
      ...lesson,
      lessonID: id(),
      lessonContent: lesson.lessonContent.map((block) => ({ ...block, contentBlockID: id() })),
    })),
  }));
  const course: CourseSnapshot = { ...toSnapshot(newCourse("1042", shape.name, false)), moduleList };
  return { _tag: "CourseLoaded", course };
};

/** A sessionStorage of its own: a page's log is kept in it on page leave. */
const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};

/** The log of a page that opened the course: a few reads, the course, then a few edits. */
const sessionOf = (loaded: DomainEvent): EventLog => {
  const log = createEventLog(50_000);
  log.append([{ _tag: "ServerRead", path: "role", body: { role: "author" } }], 1);
  log.append([{ _tag: "ServerRead", path: "my-profile", body: { name: "Автор" } }], 2);
  log.append([loaded], 3);
  for (let i = 0; i < 5; i++) log.append([{ _tag: "ServerRead", path: `courses/1042?i=${i}`, body: { i } }], 4 + i);
  return log;
};

for (const shape of SHAPES) {
  const loaded = loadedCourse(shape);
  const size = JSON.stringify(loaded).length;
  console.log(`\n== ${shape.name}: CourseLoaded of ${(size / 1024 / 1024).toFixed(1)} MB of JSON`);

  const redactBefore = Array.from({ length: RUNS }, () => time(() => before.redactValue(loaded)));
  const redactRuns = Array.from({ length: RUNS }, () => time(() => redactEvent(loaded)));
  console.log(
    `  redactEvent(CourseLoaded):  ${median(redactBefore).toFixed(1)} → ${median(redactRuns).toFixed(1)} ms (median of ${RUNS})`,
  );

  const serializeRuns = Array.from({ length: RUNS }, () => {
    const entries = sessionOf(loaded).entries();
    return time(() => serializeLog(entries));
  });
  console.log(`  serializeLog of the log:    ${median(serializeRuns).toFixed(1)} ms (once, for reference)`);

  const keep = (how: (log: EventLog, store: Storage) => void) => {
    let kept = 0;
    const runs = Array.from({ length: RUNS }, () => {
      const log = sessionOf(loaded);
      const store = memoryStorage();
      const ms = time(() => how(log, store));
      kept = store.length;
      return ms;
    });
    return { ms: median(runs), kept: kept === 0 ? "nothing kept (over the budget)" : "the log kept" };
  };
  const keepBefore = keep((log, store) => before.keepLog(log, store));
  const keepAfter = keep((log, store) => keepLog(log, store));
  console.log(
    `  keepLog on page leave:      ${keepBefore.ms.toFixed(1)} → ${keepAfter.ms.toFixed(1)} ms (median of ${RUNS}); ` +
      `${keepBefore.kept} → ${keepAfter.kept}`,
  );
}
