import type { CourseBody } from "../api/course-content";
import { textOf } from "../course/rich-text";
import type { CourseChange } from "./course-change";
import { ABOUT_LABELS, type AboutField } from "./labels";
import { sameValue } from "./same-value";

/** The about page of a course: what course-level changes compare. */
export type AboutParts = Pick<CourseBody, "general" | "additional" | "style" | "lists">;

type Part = keyof AboutParts;

/** One course-level field: its key (its line is labels.ts's), and its words when it is a text (for the inline diff). */
type Field = {
  readonly part: Part;
  readonly field: AboutField;
  readonly value: (body: AboutParts) => unknown;
  readonly text?: (body: AboutParts) => string;
};

const STYLE_LOOK = (body: AboutParts): unknown => ({ ...body.style, cover: "" });

/**
 * The about page's fields the history names, in the order of the screens. The general part's other
 * keys (last lesson, testimonials, students' count) are the students' and the server's, not the
 * author's: a version does not report them. The settings are not versioned content (issue #29,
 * content-only.ts): no version and no diff names them.
 */
const FIELDS: ReadonlyArray<Field> = [
  {
    part: "general",
    field: "general.name",
    value: (b) => b.general.name.value,
    text: (b) => b.general.name.value,
  },
  {
    part: "general",
    field: "general.summary",
    value: (b) => b.general.summary,
    text: (b) => b.general.summary,
  },
  {
    part: "general",
    field: "general.category",
    value: (b) => b.general.category?.id ?? null,
    text: (b) => b.general.category?.name ?? "",
  },
  {
    part: "general",
    field: "general.advantages",
    value: (b) => b.general.advantages.map((a) => a.description),
    text: (b) =>
      b.general.advantages
        .map((a) => a.description)
        .filter((d) => d.trim() !== "")
        .join("\n"),
  },
  {
    part: "additional",
    field: "additional.price",
    value: (b) => b.additional.price.value,
    text: (b) => b.additional.price.value,
  },
  {
    part: "additional",
    field: "additional.old_price",
    value: (b) => b.additional.old_price.value,
    text: (b) => b.additional.old_price.value,
  },
  {
    part: "additional",
    field: "additional.description",
    value: (b) => b.additional.description,
    text: (b) => textOf(b.additional.description.value, b.additional.description.format),
  },
  {
    part: "additional",
    field: "additional.completionDoc",
    value: (b) => b.additional.completionDoc?.id ?? null,
    text: (b) => b.additional.completionDoc?.name ?? "",
  },
  {
    part: "additional",
    field: "additional.practiceType",
    value: (b) => b.additional.practiceType?.id ?? null,
    text: (b) => b.additional.practiceType?.name ?? "",
  },
  {
    part: "additional",
    field: "additional.additionalDescription",
    value: (b) => b.additional.additionalDescription,
    text: (b) => b.additional.additionalDescription,
  },
  { part: "style", field: "style.cover", value: (b) => b.style.cover },
  { part: "style", field: "style", value: STYLE_LOOK },
  { part: "lists", field: "lists.teachers", value: (b) => b.lists.teachers },
  { part: "lists", field: "lists.programs", value: (b) => b.lists.programs },
  { part: "lists", field: "lists.results", value: (b) => b.lists.results },
  {
    part: "lists",
    field: "lists.consumers",
    value: (b) => b.lists.consumers,
  },
  { part: "lists", field: "lists.learns", value: (b) => b.lists.learns },
];

/** Course-level changes between two versions: a part that is the same object on both sides costs nothing. */
export const aboutChanges = (from: AboutParts, to: AboutParts): CourseChange[] =>
  FIELDS.flatMap((f): CourseChange[] => {
    if (from[f.part] === to[f.part]) return [];
    const [a, b] = [f.value(from), f.value(to)];
    if (sameValue(a, b)) return [];
    const before = f.text ? f.text(from) : null;
    const after = f.text ? f.text(to) : null;
    return [
      {
        kind: "changed",
        level: "course",
        id: "",
        field: f.field,
        where: [],
        label: ABOUT_LABELS[f.field],
        before,
        after,
        name: "",
        parents: [],
      },
    ];
  });
