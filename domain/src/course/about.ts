import * as Schema from "effect/Schema";
import { Id, NamedRef } from "./ids";
import { RichTextFormat } from "./rich-text";

const Value = Schema.Struct({ value: Schema.String });

export const Advantage = Schema.Struct({ id: Schema.NullOr(Id), description: Schema.String });
export type Advantage = typeof Advantage.Type;

export const LastLesson = Schema.Struct({
  lessonID: Id,
  lessonName: Schema.String,
  moduleID: Id,
  lessonIndex: Schema.Finite,
});

/** SPEC §3 course about/general. */
export const AboutGeneral = Schema.Struct({
  name: Value,
  summary: Schema.String,
  lastLesson: Schema.NullOr(LastLesson),
  category: Schema.NullOr(NamedRef),
  advantages: Schema.Array(Advantage),
  testimonials: Schema.Array(Schema.Struct({ id: Id, author: Schema.String, text: Schema.String })),
  students_count: Schema.Finite,
  has_testimonial_by_auth_user: Schema.Boolean,
});
export type AboutGeneral = typeof AboutGeneral.Type;

/**
 * The course's long description (SPEC §3 `description.value`): plain, or rich once the author
 * formats it (`format: "html"`, the subset of ./rich-text; issue #20). No mark: plain, as every
 * course stored before.
 */
export const RichValue = Schema.Struct({ value: Schema.String, format: Schema.optionalKey(RichTextFormat) });
export type RichValue = typeof RichValue.Type;

/** SPEC §3 course about/additional. */
export const AboutAdditional = Schema.Struct({
  price: Value,
  old_price: Value,
  description: RichValue,
  completionDoc: Schema.NullOr(NamedRef),
  practiceType: Schema.NullOr(NamedRef),
  additionalDescription: Schema.String,
});
export type AboutAdditional = typeof AboutAdditional.Type;

/** SPEC §3 course about/style. */
export const AboutStyle = Schema.Struct({
  back: Schema.String,
  button_color: Schema.String,
  button_font_color: Schema.String,
  cover_font_color: Schema.String,
  cover: Schema.String,
  font_color: Schema.String,
  id: Schema.NullOr(Id),
  is_visible: Schema.Boolean,
  name: Schema.String,
});
export type AboutStyle = typeof AboutStyle.Type;

/** An about-list item is `removed` once marked for delete (SPEC §4). */
export const ItemStatus = Schema.Literals(["active", "removed"]);
export type ItemStatus = typeof ItemStatus.Type;

export const TeacherFields = Schema.Struct({
  id: Id,
  name: Schema.String,
  image: Schema.String,
  description: Schema.String,
});
export const ProgramFields = Schema.Struct({ id: Id, name: Schema.String, description: Schema.String });
export const ResultFields = Schema.Struct({
  id: Id,
  name: Schema.String,
  description: Schema.String,
  color: Schema.String,
  position: Schema.Finite,
});
/** consumers and learns share a shape. */
export const AudienceFields = Schema.Struct({ id: Id, description: Schema.String, image: Schema.String });

/** One about-list entry, tagged by its list, as carried by events. */
export const AboutEntry = Schema.Union([
  Schema.Struct({ list: Schema.Literal("teachers"), item: TeacherFields }),
  Schema.Struct({ list: Schema.Literal("programs"), item: ProgramFields }),
  Schema.Struct({ list: Schema.Literal("results"), item: ResultFields }),
  Schema.Struct({ list: Schema.Literal("consumers"), item: AudienceFields }),
  Schema.Struct({ list: Schema.Literal("learns"), item: AudienceFields }),
]);
export type AboutEntry = typeof AboutEntry.Type;

export const AboutListName = Schema.Literals(["teachers", "programs", "results", "consumers", "learns"]);
export type AboutListName = typeof AboutListName.Type;
/** SPEC §4: clear is not offered for teachers and programs. */
export const ClearableListName = Schema.Literals(["results", "consumers", "learns"]);
export type ClearableListName = typeof ClearableListName.Type;

const withStatus = <F extends Schema.Struct.Fields>(fields: F) => Schema.Struct({ ...fields, status: ItemStatus });

export const AboutLists = Schema.Struct({
  teachers: Schema.Array(withStatus(TeacherFields.fields)),
  programs: Schema.Array(withStatus(ProgramFields.fields)),
  results: Schema.Array(withStatus(ResultFields.fields)),
  consumers: Schema.Array(withStatus(AudienceFields.fields)),
  learns: Schema.Array(withStatus(AudienceFields.fields)),
});
export type AboutLists = typeof AboutLists.Type;

/** SPEC §3 other about fields. */
export const AboutProgress = Schema.Struct({
  author: Schema.String,
  completedLessonsAmount: Schema.Finite,
  lessonsAmount: Schema.Finite,
  progress: Schema.Finite,
});
export type AboutProgress = typeof AboutProgress.Type;
