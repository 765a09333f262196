import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import type { ImportReport } from "@app/domain/api/authoring";
import type { CourseBody } from "@app/domain/api/course-content";
import type { ContentBlock } from "@app/domain/course/structure";
import type { Caller, TestServer } from "../../test-support/test-server";
import { readContent } from "../../test-support/authoring-test-kit";

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../import/fixtures");
export const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(path.join(FIXTURES, name)));
export const reportOf = (body: unknown): ImportReport => (body as { data: ImportReport }).data;
export const contents = (blocks: ReadonlyArray<ContentBlock>) => blocks.map((b) => b.content);

/** The suite's server and callers, read when a step runs (they are set in its beforeAll). */
type Suite = { readonly server: TestServer; readonly tokens: Record<Caller, string | undefined> };

/** Upload, export and import-and-read against the suite's server; `imported(…, true)` adds the course to `travellers`. */
export const cartridgeSteps = (suite: () => Suite, travellers: number[]) => {
  const upload = async (bytes: Uint8Array, name: string, dryRun: boolean, token = suite().tokens.SCHOOL_OWNER) => {
    const form = new FormData();
    form.set("file", new Blob([bytes]), name);
    return suite().server.call("POST", `/api/courses/import?dry_run=${dryRun}`, form, token);
  };
  const exportCartridge = async (courseId: number, token = suite().tokens.ADMIN): Promise<Uint8Array> => {
    const response = await fetch(`${suite().server.url}/api/courses/${courseId}/export?format=imscc`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    return new Uint8Array(await response.arrayBuffer());
  };
  const imported = async (bytes: Uint8Array, name: string, sample = false): Promise<CourseBody> => {
    const answer = await upload(bytes, name, false);
    expect(answer.status).toBe(201);
    const id = reportOf(answer.body).course_id;
    if (id === null) throw new Error("no course");
    if (sample) travellers.push(id);
    return (await readContent(suite().server, id, suite().tokens.SCHOOL_OWNER)).course;
  };
  return { upload, exportCartridge, imported };
};

/** What a cartridge keeps of a course: names, order, blocks (ids, file ids and urls aside; a question without a type is a checkbox one, without points worth 1). */
export const shape = (course: CourseBody) =>
  course.moduleList.map((m) => ({
    name: m.moduleName,
    lessons: m.lessons.map((l) => ({
      name: l.lessonName,
      blocks: l.lessonContent.map(blockShape),
      tasks: l.tasks.map((t) => ({ name: t.name, blocks: t.taskContent.map(blockShape) })),
    })),
  }));
export const blockShape = (block: ContentBlock): unknown => {
  const content = block.content;
  const file = (ref: { name: string; size: number } | null) =>
    ref === null ? null : { name: ref.name, size: ref.size };
  switch (content._tag) {
    case "test":
      return {
        ...content,
        questions: content.questions.map((q) => ({
          text: q.text,
          type: q.type ?? "multiple",
          points: q.points ?? 1,
          explanation: q.explanation,
          answers: q.answers.map((a) => ({ text: a.text, correct: a.correct })),
        })),
      };
    case "freeTask":
      return { ...content, rubric: undefined, files: content.files.map(file) };
    case "text":
      return content;
    default:
      return { ...content, file: file(content.file) };
  }
};
