import type { CourseBody } from "../api/course-content";
import type { ContentPatch } from "../course/content-patch";
import { indexBody, type BodyIndex } from "./body-index";
import type { ChangePlace, CourseChange } from "./course-change";
import { diffCourseBodies } from "./diff-bodies";
import { underPlace } from "./labels";
import { NOUNS, VERBS, type ItemLevel } from "./nouns";
import { counted, plural, singularVerb, type CountForms } from "./plural";
import { patchedBody } from "./patched-body";

const CHANGES: CountForms = ["изменение", "изменения", "изменений"];

/** At most this many lines per version; the rest is counted on the last one (`Ещё 7 изменений`). */
export const SUMMARY_LINES = 6;

/** A participle that agrees with a count: `Удалён 21 блок`, `Удалено 3 блока`, `Удалено 21 задание`. */
const verb = (n: number, level: ItemLevel, kind: keyof typeof VERBS): string =>
  singularVerb(n) && NOUNS[level].masculine ? VERBS[kind].masculine : VERBS[kind].neuter;

/** The line for several like changes (same kind, level and field); undefined when such changes are not counted. */
const countedLine = (
  kind: CourseChange["kind"],
  level: ItemLevel,
  field: string,
  n: number,
  parent: ChangePlace | undefined,
): string | undefined => {
  const noun = NOUNS[level];
  const what = counted(n, noun.count);
  if (kind === "added" || kind === "deleted" || kind === "moved")
    return `${verb(n, level, kind)} ${what}${underPlace(parent, VERBS[kind].how)}`;
  if (field === "name") return `Изменены названия ${n} ${plural(n, noun.genitive)}${underPlace(parent, "in")}`;
  if (field === "is_trial") return `Изменён пробный доступ к ${n} ${plural(n, noun.dative)}${underPlace(parent, "in")}`;
  if (field === "text") return `Изменён текст ${n} ${plural(n, noun.genitive)}${underPlace(parent, "in")}`;
  if (field === "content") return `${verb(n, level, "changed")} ${what}${underPlace(parent, "in")}`;
  return undefined;
};

const parentOf = (change: CourseChange): ChangePlace | undefined => change.parents[change.parents.length - 1];
const placeKey = (place: ChangePlace | undefined): string => (place ? `${place.level}:${place.id}` : "");

/**
 * Short Russian lines for a version (issue #22): like changes grouped and counted with their plurals
 * (`Удалено 3 блока из урока «…»`, `Изменён текст 2 блоков в уроке «…»`; `Удалено 5 блоков` when they
 * come from several places), a single change as its own line (`Добавлен урок «…» в раздел «…»`,
 * `Изменено название курса`), orders and course-level changes once each, in the course's order;
 * beyond SUMMARY_LINES the rest is counted. No changes, no lines.
 */
export const summarizeChanges = (changes: ReadonlyArray<CourseChange>): string[] => {
  const groups = new Map<string, CourseChange[]>();
  for (const change of changes) {
    const counts = change.level !== "course" && countedLine(change.kind, change.level, change.field, 2, undefined);
    const key = counts ? `${change.kind}|${change.level}|${change.field}` : `label|${change.label}`;
    const group = groups.get(key);
    if (group) group.push(change);
    else groups.set(key, [change]);
  }
  const lines = [...groups.values()].map((group): { line: string; size: number } => {
    const [first] = group;
    if (first === undefined) return { line: "", size: 0 };
    if (group.length === 1 || first.level === "course") return { line: first.label, size: group.length };
    const parent = parentOf(first);
    const one = group.every((c) => placeKey(parentOf(c)) === placeKey(parent));
    const line = countedLine(first.kind, first.level, first.field, group.length, one ? parent : undefined);
    return { line: line ?? first.label, size: group.length };
  });
  if (lines.length <= SUMMARY_LINES) return lines.map((l) => l.line);
  const shown = lines.slice(0, SUMMARY_LINES - 1);
  const rest = lines.slice(SUMMARY_LINES - 1).reduce((sum, l) => sum + l.size, 0);
  return [...shown.map((l) => l.line), `Ещё ${counted(rest, CHANGES)}`];
};

/**
 * The lines of a save, at save time: what the patch changes in `before`. It costs what the patch
 * touches, plus an index of the course's sections, lessons and tasks (pass one to share it).
 */
export const summarizePatch = (
  before: CourseBody,
  patch: ContentPatch,
  index: BodyIndex = indexBody(before),
): string[] => summarizeChanges(diffCourseBodies(before, patchedBody(before, patch, index), index));
