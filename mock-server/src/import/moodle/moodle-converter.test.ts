import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { BlockContent } from "@app/domain/course/block-content";
import type { ModuleSnapshot } from "@app/domain/course/course-snapshot";
import { readImport } from "../../authoring/import-course";
import type { ConvertedPackage } from "../converted-package";
import { MOODLE_MESSAGES } from "./moodle-messages";
import { convertMoodleBackup } from "./moodle-converter";
import { readTarGz } from "./tar-package";

/** The two public backups of ./fixtures (README.md there: source, commit, licence). */
const fixture = (name: string): Buffer => readFileSync(new URL(`./fixtures/${name}.mbz`, import.meta.url));
const convert = async (name: string) => {
  const files = await readTarGz(fixture(name));
  return { files, converted: await convertMoodleBackup(files) };
};

const modulesOf = (converted: ConvertedPackage): ReadonlyArray<ModuleSnapshot> => converted.document.course.moduleList;
const contents = (module: ModuleSnapshot, lesson: number): ReadonlyArray<BlockContent> =>
  (module.lessons[lesson]?.lessonContent ?? []).map((block) => block.content);

const sha1 = (bytes: Uint8Array): string => createHash("sha1").update(bytes).digest("hex");

describe("a Moodle 4.4 course backup (multiple_mod_types.mbz) as a course", () => {
  it("keeps the sections in order, each activity a lesson named as in the backup, in the section's sequence", async () => {
    const { converted } = await convert("multiple_mod_types");
    expect(converted.document.course.general.name.value).toBe("Drip Release Test");
    const modules = modulesOf(converted);
    // section.xml of sections 104–107: numbers 0–3, names, and their `sequence`.
    expect(modules.map((m) => m.moduleName)).toEqual(["Quizzes", "Assignments", "Files", "Pages"]);
    const quizNames = ["Quiz1", "Quiz2", "Quiz3", "Quiz4", "Quiz5", "Quiz6", "Quiz7", "Quiz8", "Quiz9", "Quiz10"];
    expect(modules[0]?.lessons.map((l) => l.lessonName)).toEqual([
      ...quizNames,
      ...quizNames,
      ...quizNames,
      ...quizNames,
      "Label/Text Metadata 1",
      "Label/Text Metadata two",
      "Label/Text Metadata 3",
    ]);
    // Sequence 406,407,418,408,409: module 418 is "Assign3".
    expect(modules[1]?.lessons.map((l) => l.lessonName)).toEqual([
      "Assign1",
      "Assign2",
      "Assign3",
      "Assign4",
      "Assign5",
    ]);
    expect(modules[2]?.lessons.map((l) => l.lessonName)).toEqual([
      "File  1 Mans head",
      "File 2  Boy face",
      "File 3 blank face",
      "File 4 blank face",
      "File 5 blank face",
    ]);
    expect(modules[3]?.lessons.map((l) => l.lessonName)).toEqual(["Page1", "Page2", "Page3", "Page4", "Page5"]);
  });

  it("turns pages and labels into rich text, assignments into free tasks, quizzes into tests, files into image blocks", async () => {
    const { converted } = await convert("multiple_mod_types");
    const [quizzes, assignments, files, pages] = modulesOf(converted);
    if (quizzes === undefined || assignments === undefined || files === undefined || pages === undefined)
      throw new Error("four sections expected");
    // quiz_363: intro `<p dir="ltr" style="text-align: left;">Description of Quiz 1&nbsp;</p>` (sanitized), no question instances.
    expect(contents(quizzes, 0)).toEqual([
      { _tag: "text", text: "<p>Description of Quiz 1&nbsp;</p>", format: "html" },
      { _tag: "test", name: "Quiz1", questions: [] },
    ]);
    expect(contents(quizzes, 1)).toEqual([{ _tag: "test", name: "Quiz2", questions: [] }]);
    // label_403–405: their intro.
    expect([40, 41, 42].map((i) => contents(quizzes, i))).toEqual([
      [{ _tag: "text", text: "<p>Label One</p>", format: "html" }],
      [{ _tag: "text", text: "<p>Label two</p>", format: "html" }],
      [{ _tag: "text", text: "<p>Label Three</p>", format: "html" }],
    ]);
    // assign_406: intro "<p>Assignment one</p>"; assign_407: no intro.
    expect(assignments.lessons[0]?.lessonContent).toEqual([]);
    expect(assignments.lessons[0]?.tasks.map((t) => [t.name, t.taskContent.map((b) => b.content)])).toEqual([
      ["Assign1", [{ _tag: "freeTask", title: "Assign1", text: "Assignment one", files: [] }]],
    ]);
    expect(assignments.lessons[1]?.tasks[0]?.taskContent[0]?.content).toEqual({
      _tag: "freeTask",
      title: "Assign2",
      text: "",
      files: [],
    });
    // resource_410: intro "<p>Mans Head</p>", file 8098 clipart_mans_head.png (40401 bytes, image/png).
    expect(contents(files, 0)).toEqual([
      { _tag: "text", text: "<p>Mans Head</p>", format: "html" },
      {
        _tag: "image",
        title: "File  1 Mans head",
        file: {
          id: "files/6b/6bbb137eb03ae3b98a6b80b8fc43907931a553af",
          name: "clipart_mans_head.png",
          url: "",
          size: 40401,
        },
      },
    ]);
    expect(contents(files, 1)[1]).toMatchObject({ _tag: "image", file: { name: "boyface.png", size: 109334 } });
    // page_415: content "<p>Content</p>", printintro 0 (its empty intro is not shown anyway).
    expect(contents(pages, 0)).toEqual([{ _tag: "text", text: "<p>Content</p>", format: "html" }]);
  });

  it("stores each file once, with the bytes whose SHA-1 is the content hash files.xml gives", async () => {
    const { files, converted } = await convert("multiple_mod_types");
    expect(converted.files).toEqual([
      { path: "files/6b/6bbb137eb03ae3b98a6b80b8fc43907931a553af", name: "clipart_mans_head.png" },
      { path: "files/18/18d8ad7316645477b86982a6bc7780a926b8c702", name: "boyface.png" },
      { path: "files/1c/1cddfcfa5e27039691347f9c8a4b3c7d60c998c4", name: "blank_face.png" },
    ]);
    const heads = [];
    for (const use of converted.files) {
      const bytes = await files.read(use.path);
      expect(sha1(bytes)).toBe(use.path.split("/").pop());
      heads.push([...bytes.subarray(0, 3)]);
    }
    // files.xml calls all three image/png; boyface.png is a JPEG in fact, still an image block.
    expect(heads).toEqual([
      [0x89, 0x50, 0x4e],
      [0xff, 0xd8, 0xff],
      [0x89, 0x50, 0x4e],
    ]);
  });

  it("leaves nothing out (its quizzes have no questions: empty tests lose nothing), and the tolerant reader takes it whole", async () => {
    const { converted } = await convert("multiple_mod_types");
    expect(converted.skipped).toEqual([]);
    const plan = readImport(converted.document.course, (id) => converted.files.some((f) => f.path === id));
    expect(plan.skipped).toEqual([]);
    expect(plan.imported).toEqual({
      modules: 4,
      lessons: 58,
      tasks: 5,
      // Text: 5 pages, 3 labels, 5 file descriptions and the 4 quizzes that have one.
      blocks: { text: 17, test: 40, freeTask: 5, image: 5 },
    });
  });
});

describe("a Moodle 4.1 quiz backup (referencequiz.mbz) as a test", () => {
  it("brings the multichoice and truefalse questions with their answers, right ones and points, in slot order", async () => {
    const { converted } = await convert("referencequiz");
    const [section] = modulesOf(converted);
    // An activity backup has no sections: its quiz lands in one section.
    expect(modulesOf(converted).map((m) => m.moduleName)).toEqual([MOODLE_MESSAGES.looseSection]);
    expect(section?.lessons.map((l) => l.lessonName)).toEqual(["Reference Quiz (standard question types)"]);
    const [intro, test] = section === undefined ? [] : contents(section, 0);
    expect(intro).toEqual({
      _tag: "text",
      text: "<p>A reference quiz containing an instance of every standard Moodle core question type.</p>",
      format: "html",
    });
    if (test?._tag !== "test") throw new Error("a test expected");
    expect(test.name).toBe("Reference Quiz (standard question types)");
    // Slots 2–4: bank entries 1 ("Multiple Choice", fractions .5/0/.5, single 0), 2 ("Single Choice",
    // fractions 1/0, single 0 as the backup has it) and 3 (truefalse, trueanswer 6 with fraction 1); maxmark 1 each.
    expect(
      test.questions.map(({ questionID: _q, answers, ...rest }) => ({
        ...rest,
        answers: answers.map(({ answerID: _a, ...a }) => a),
      })),
    ).toEqual([
      {
        text: "Select the correct answers.",
        type: "multiple",
        points: 1,
        explanation: "This is the general feedback.",
        answers: [
          { text: "Correct", correct: true },
          { text: "False", correct: false },
          { text: "Correct", correct: true },
        ],
      },
      {
        text: "Select the one correct answer.",
        type: "multiple",
        points: 1,
        explanation: "This is another general feedback :)",
        answers: [
          { text: "Correct", correct: true },
          { text: "False", correct: false },
        ],
      },
      {
        text: "Are you living on planet earth?",
        type: "single",
        points: 1,
        answers: [
          { text: "Верно", correct: true },
          { text: "Неверно", correct: false },
        ],
      },
    ]);
  });

  it("names every other question in the report: its place in the quiz and its type", async () => {
    const { converted } = await convert("referencequiz");
    const quiz = "Раздел 1 «Без раздела» › Тест «Reference Quiz (standard question types)»";
    expect(converted.skipped.map((s) => s.place)).toEqual([
      `${quiz} › Вопрос 1 «Description»`,
      `${quiz} › Вопрос 5 «Matching question»`,
      `${quiz} › Вопрос 6 «Short Answer»`,
      `${quiz} › Вопрос 7 «Numerical»`,
      `${quiz} › Вопрос 8 «Essay»`,
      `${quiz} › Вопрос 9 «Calculated»`,
      `${quiz} › Вопрос 10 «Calculated Multichoice»`,
      `${quiz} › Вопрос 11 «Calculated Simple»`,
      `${quiz} › Вопрос 12 «Drag and Drop into Text»`,
      `${quiz} › Вопрос 13 «Drag and Drop Markers»`,
      `${quiz} › Вопрос 14 «Drag and Drop onto Image»`,
      `${quiz} › Вопрос 15 «Embedded Answers (Cloze)»`,
      `${quiz} › Вопрос 16 «Select Missing Words»`,
    ]);
    expect(converted.skipped[1]?.reason).toBe(MOODLE_MESSAGES.unsupportedQuestion("«На соответствие» (match)"));
  });
});
