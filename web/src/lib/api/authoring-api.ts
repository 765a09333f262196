import {
  CourseAboutResponse,
  CourseContentResponse,
  CopyCourseResponse,
  CourseOptionsResponse,
  CreatedCoursesPage,
  DeleteCourseResponse,
  ExportDocument,
  ImportResponse,
  PublishResponse,
  SaveContentAck,
  type SaveContentRequest,
  type SavePatchRequest,
} from "@app/domain/api/authoring";
import type { HttpClient } from "./http-client";
import { requestBytes } from "./bytes-request";

/** docs/api.md "Authoring": the cabinet's course list, the draft, save, publish, delete, export, import, about, options. */
export const authoringApi = (client: HttpClient) => ({
  createdCourses: (page = 1, perPage?: number) =>
    client.request("created-courses", { schema: CreatedCoursesPage, query: { page, per_page: perPage } }),
  content: (courseId: number) =>
    client.request(`courses/${courseId}/content`, { schema: CourseContentResponse }).then((answer) => answer.data),
  /** Saves the whole draft; a stale `version` fails with 409 and nothing is written. */
  saveContent: (courseId: number, body: SaveContentRequest) =>
    client
      .request(`courses/${courseId}/content`, { method: "PUT", body, schema: SaveContentAck })
      .then((answer) => answer.data),
  /** Saves the change since `version` (the editor's autosave); a stale `version` fails with 409 and nothing is written. */
  savePatch: (courseId: number, body: SavePatchRequest) =>
    client
      .request(`courses/${courseId}/content`, { method: "PATCH", body, schema: SaveContentAck })
      .then((answer) => answer.data),
  publish: (courseId: number) =>
    client
      .request(`courses/${courseId}/publish`, { method: "POST", schema: PublishResponse })
      .then((answer) => answer.data),
  remove: (courseId: number) =>
    client
      .request(`courses/${courseId}`, { method: "DELETE", schema: DeleteCourseResponse })
      .then((answer) => answer.data),
  /** A new draft from the course's draft, named `… (копия)`: answers its id and name. */
  copyCourse: (courseId: number) =>
    client
      .request(`courses/${courseId}/copy`, { method: "POST", schema: CopyCourseResponse })
      .then((answer) => answer.data),
  /** The export document itself (not wrapped in `data`): what import reads back. */
  exportCourse: (courseId: number) => client.request(`courses/${courseId}/export`, { schema: ExportDocument }),
  /** The course as an IMS Common Cartridge 1.3 (`.imscc`, issue #38): what other LMSs import, and this one too. */
  exportCartridge: (courseId: number, fetchBytes?: typeof fetch) =>
    requestBytes(client, `courses/${courseId}/export`, { format: "imscc" }, fetchBytes),
  /** `document` is whatever the chosen file holds: the server reports what it cannot import. */
  importCourse: (document: unknown, options: { dryRun: boolean }) =>
    client
      .request("courses/import", {
        method: "POST",
        body: document,
        query: { dry_run: String(options.dryRun) },
        schema: ImportResponse,
      })
      .then((answer) => answer.data),
  /**
   * POST /api/courses/import with the chosen file as a multipart upload (issue #38): our JSON export,
   * an IMS Common Cartridge or a Moodle backup, up to 50 MB.
   */
  importPackage: (file: File, options: { dryRun: boolean }) => {
    const form = new FormData();
    form.set("file", file);
    return client
      .request("courses/import", {
        method: "POST",
        form,
        query: { dry_run: String(options.dryRun) },
        schema: ImportResponse,
      })
      .then((answer) => answer.data);
  },
  about: (courseId: number) =>
    client.request(`courses/${courseId}/about`, { schema: CourseAboutResponse }).then((answer) => answer.data),
  courseOptions: () =>
    client.request("course-options", { schema: CourseOptionsResponse }).then((answer) => answer.data),
});

export type AuthoringApi = ReturnType<typeof authoringApi>;
