import * as Schema from "effect/Schema";
import { CourseBody } from "./course-content";
import { ContentPatch } from "../course/content-patch";
import { pageOf } from "./paging";
import { IdAssignment } from "../course/server-events";
import { NamedRef } from "../course/ids";

/**
 * Wire schemas of the authoring area (issue 4 §2 "created courses", "saving authoring changes"):
 * the cabinet's course list, the draft content with its version, save, publish, delete, export
 * and import, the public about page and the reference lists.
 */

/** SPEC: card statuses `Изменения не опубликованы` / `Опубликован`. */
export const CardStatus = Schema.Literals(["published", "changes_not_published"]);
export type CardStatus = typeof CardStatus.Type;

/** One card of GET /api/created-courses. */
export const CreatedCourseCard = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  cover: Schema.NullOr(Schema.String),
  category: Schema.NullOr(Schema.Struct({ id: Schema.Number, name: Schema.String })),
  status: CardStatus,
  lessons_count: Schema.Number,
  students_count: Schema.Number,
  updated_at: Schema.String,
});
export type CreatedCourseCard = typeof CreatedCourseCard.Type;

export const CreatedCoursesPage = pageOf(CreatedCourseCard);
export type CreatedCoursesPage = typeof CreatedCoursesPage.Type;

/** GET /api/courses/{id}/content 200: the draft and its optimistic-concurrency token. */
export const CourseContentResponse = Schema.Struct({
  data: Schema.Struct({ version: Schema.Number, course: CourseBody, read_only: Schema.Boolean }),
});
export type CourseContentResponse = typeof CourseContentResponse.Type;

/**
 * `end_version`: the author's `Сохранить` (issue #29): this save ends the version's editing session,
 * the next save starts a new version. Absent: an autosave.
 */
const EndVersion = Schema.optionalKey(Schema.Boolean);

/** PUT /api/courses/{id}/content request: the whole draft, saved whole or not at all. */
export const SaveContentRequest = Schema.Struct({
  version: Schema.Number,
  course: CourseBody,
  end_version: EndVersion,
});
export type SaveContentRequest = typeof SaveContentRequest.Type;

/** PUT /api/courses/{id}/content 200: the stored draft, the new version and the server ids given to temporary ones. */
export const SaveContentResponse = Schema.Struct({
  data: Schema.Struct({ version: Schema.Number, course: CourseBody, assignments: Schema.Array(IdAssignment) }),
});
export type SaveContentResponse = typeof SaveContentResponse.Type;

/** PATCH /api/courses/{id}/content request: the change since `version` (domain/src/course/content-patch.ts). */
export const SavePatchRequest = Schema.Struct({ version: Schema.Number, patch: ContentPatch, end_version: EndVersion });
export type SavePatchRequest = typeof SavePatchRequest.Type;

/**
 * The part of that answer the editor reads after an autosave: the new version and the ids. The echoed
 * draft (megabytes for a large course) is left undecoded, so a save does not stall the editor.
 */
export const SaveContentAck = Schema.Struct({
  data: Schema.Struct({ version: Schema.Number, assignments: Schema.Array(IdAssignment) }),
});
export type SaveContentAck = typeof SaveContentAck.Type;

/** POST /api/courses/{id}/publish 200. */
export const PublishResponse = Schema.Struct({
  data: Schema.Struct({ id: Schema.Number, status: CardStatus, version: Schema.Number, published_at: Schema.String }),
});
export type PublishResponse = typeof PublishResponse.Type;

/** DELETE /api/courses/{id} 200. */
export const DeleteCourseResponse = Schema.Struct({ data: Schema.Struct({ id: Schema.Number }) });
export type DeleteCourseResponse = typeof DeleteCourseResponse.Type;

/** POST /api/courses/{id}/copy 201: the new draft (named `… (копия)`). */
export const CopyCourseResponse = Schema.Struct({ data: Schema.Struct({ id: Schema.Number, name: Schema.String }) });
export type CopyCourseResponse = typeof CopyCourseResponse.Type;

export const EXPORT_FORMAT = "course-platform/course";
export const EXPORT_FORMAT_VERSION = 1;

/** GET /api/courses/{id}/export: the file, and what POST /api/courses/import reads. */
export const ExportDocument = Schema.Struct({
  format: Schema.Literal(EXPORT_FORMAT),
  format_version: Schema.Literal(EXPORT_FORMAT_VERSION),
  exported_at: Schema.String,
  course: CourseBody,
});
export type ExportDocument = typeof ExportDocument.Type;

/** Only the envelope of an export document: import is tolerant about the course inside. */
export const ExportEnvelope = Schema.Struct({
  format: Schema.Literal(EXPORT_FORMAT),
  format_version: Schema.Number,
  course: Schema.Record(Schema.String, Schema.Unknown),
});

export const ImportCounts = Schema.Struct({
  modules: Schema.Number,
  lessons: Schema.Number,
  tasks: Schema.Number,
  blocks: Schema.Record(Schema.String, Schema.Number),
});
export type ImportCounts = typeof ImportCounts.Type;

/** Something that will not be imported, where it is in the document and why (Russian). */
export const ImportSkip = Schema.Struct({ path: Schema.String, reason: Schema.String });
export type ImportSkip = typeof ImportSkip.Type;

export const ImportReport = Schema.Struct({
  dry_run: Schema.Boolean,
  course_id: Schema.NullOr(Schema.Number),
  name: Schema.String,
  imported: ImportCounts,
  skipped: Schema.Array(ImportSkip),
});
export type ImportReport = typeof ImportReport.Type;

/** POST /api/courses/import 200 (dry run) or 201. */
export const ImportResponse = Schema.Struct({ data: ImportReport });
export type ImportResponse = typeof ImportResponse.Type;

const OutlineLesson = Schema.Struct({
  lessonID: Schema.String,
  lessonName: Schema.String,
  is_trial: Schema.Boolean,
  tasks_count: Schema.Number,
  blocks_count: Schema.Number,
});
export const OutlineModule = Schema.Struct({
  moduleID: Schema.String,
  moduleName: Schema.String,
  lessons: Schema.Array(OutlineLesson),
});

/** GET /api/courses/{id}/about 200: the public about page, the outline without block contents. */
export const CourseAboutResponse = Schema.Struct({
  data: Schema.Struct({
    id: Schema.Number,
    status: Schema.Literals(["draft", "published"]),
    school: Schema.Struct({ id: Schema.Number, name: Schema.String }),
    general: CourseBody.fields.general,
    additional: CourseBody.fields.additional,
    style: CourseBody.fields.style,
    lists: CourseBody.fields.lists,
    outline: Schema.Array(OutlineModule),
    lessons_count: Schema.Number,
  }),
});
export type CourseAboutResponse = typeof CourseAboutResponse.Type;

/** GET /api/course-options 200: SPEC §3 reference lists. */
export const CourseOptionsResponse = Schema.Struct({
  data: Schema.Struct({
    categories: Schema.Array(NamedRef),
    practices: Schema.Array(NamedRef),
    certificates: Schema.Array(NamedRef),
    styles: Schema.Array(NamedRef),
    contentType: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String })),
  }),
});
export type CourseOptionsResponse = typeof CourseOptionsResponse.Type;
