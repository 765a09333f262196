import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { BlockContent } from "@app/domain/course/block-content";
import { PackageRefused, filesInMemory } from "../package-files";
import { PACKAGE_MESSAGES } from "../package-messages";
import { MOODLE_MESSAGES } from "./moodle-messages";
import { convertMoodleBackup } from "./moodle-converter";

/**
 * Small hand-written backups in Moodle's layout, for the rules the public fixtures do not exercise
 * (folders, links, other activity modules, Moodle 2.x quizzes, marks that are not whole numbers).
 */
const esc = (html: string): string => html.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

type Activity = { id: string; section: string; module: string; title: string; xml: string; contextId?: string };
type File = {
  id: string;
  contextId: string;
  component: string;
  area: string;
  name: string;
  bytes: Uint8Array;
  path?: string;
  sortorder?: number;
  item?: string;
};

const sha1 = (bytes: Uint8Array): string => createHash("sha1").update(bytes).digest("hex");
const text = (value: string): Uint8Array => new TextEncoder().encode(value);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
/** Another picture: other bytes, so another content hash. */
const PNG_2 = Uint8Array.from([...PNG, 1]);
const PDF = text("%PDF-1.4\n%…\n");
const MP3 = Uint8Array.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0, 1, 2]);
const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);

const backup = (options: {
  sections: ReadonlyArray<{ id: string; number: number; name: string; summary?: string; sequence: string }>;
  activities: ReadonlyArray<Activity>;
  files?: ReadonlyArray<File>;
  questions?: string;
  withoutBytes?: ReadonlyArray<string>;
}) => {
  const map = new Map<string, Uint8Array>();
  const activityList = options.activities
    .map(
      (a) =>
        `<activity><moduleid>${a.id}</moduleid><sectionid>${a.section}</sectionid><modulename>${a.module}</modulename><title>${a.title}</title><directory>activities/${a.module}_${a.id}</directory></activity>`,
    )
    .join("");
  const sectionList = options.sections
    .map(
      (s) =>
        `<section><sectionid>${s.id}</sectionid><title>${s.name}</title><directory>sections/section_${s.id}</directory></section>`,
    )
    .join("");
  map.set(
    "moodle_backup.xml",
    text(
      `<?xml version="1.0" encoding="UTF-8"?><moodle_backup><information><original_course_fullname>Курс</original_course_fullname><backup_date>1700000000</backup_date><contents><activities>${activityList}</activities><sections>${sectionList}</sections></contents></information></moodle_backup>`,
    ),
  );
  map.set(
    "course/course.xml",
    text(
      `<course contextid="c0"><fullname>Курс из Moodle</fullname><summary>${esc("<p>О курсе</p><script>x()</script>")}</summary></course>`,
    ),
  );
  for (const s of options.sections)
    map.set(
      `sections/section_${s.id}/section.xml`,
      text(
        `<section id="${s.id}"><number>${s.number}</number><name>${s.name}</name><summary>${esc(s.summary ?? "")}</summary><sequence>${s.sequence}</sequence></section>`,
      ),
    );
  for (const a of options.activities)
    map.set(
      `activities/${a.module}_${a.id}/${a.module}.xml`,
      text(
        `<activity id="1" moduleid="${a.id}" modulename="${a.module}" contextid="${a.contextId ?? `c${a.id}`}"><${a.module} id="1">${a.xml}</${a.module}></activity>`,
      ),
    );
  const fileXml = (options.files ?? [])
    .map((f) => {
      const hash = sha1(f.bytes);
      if (!(options.withoutBytes ?? []).includes(f.name)) map.set(`files/${hash.slice(0, 2)}/${hash}`, f.bytes);
      return `<file id="${f.id}"><contenthash>${hash}</contenthash><contextid>${f.contextId}</contextid><component>${f.component}</component><filearea>${f.area}</filearea><itemid>${f.item ?? 0}</itemid><filepath>${f.path ?? "/"}</filepath><filename>${f.name}</filename><sortorder>${f.sortorder ?? 0}</sortorder></file><file id="d${f.id}"><contenthash>da39a3ee5e6b4b0d3255bfef95601890afd80709</contenthash><contextid>${f.contextId}</contextid><component>${f.component}</component><filearea>${f.area}</filearea><filepath>/</filepath><filename>.</filename></file>`;
    })
    .join("");
  map.set("files.xml", text(`<files>${fileXml}</files>`));
  map.set("questions.xml", text(`<question_categories>${options.questions ?? ""}</question_categories>`));
  return filesInMemory(map);
};

const answer = (id: string, html: string, fraction: number) =>
  `<answer id="${id}"><answertext>${esc(html)}</answertext><answerformat>1</answerformat><fraction>${fraction}</fraction></answer>`;
const multichoice = (id: string, name: string, single: 0 | 1, answers: string, defaultmark = 1, picture = "") =>
  `<question id="${id}"><name>${name}</name><questiontext>${esc(`<p>${name}?${picture}</p>`)}</questiontext><questiontextformat>1</questiontextformat><defaultmark>${defaultmark}</defaultmark><qtype>multichoice</qtype><plugin_qtype_multichoice_question><answers>${answers}</answers><multichoice id="1"><single>${single}</single></multichoice></plugin_qtype_multichoice_question></question>`;

const lessonBlocks = (lesson: { lessonContent: ReadonlyArray<{ content: BlockContent }> } | undefined) =>
  lesson?.lessonContent.map((b) => b.content) ?? [];
const plainTest = (content: BlockContent | undefined) => {
  if (content?._tag !== "test") throw new Error("a test expected");
  return content.questions.map((q) => ({
    text: q.text,
    type: q.type,
    points: q.points,
    answers: q.answers.map((a) => [a.text, a.correct]),
  }));
};

describe("Moodle activities the public fixtures do not hold", () => {
  it("brings folders, links, PDFs, audio and a page's pictures; reports every activity module the course has no counterpart for", async () => {
    const files = backup({
      sections: [
        { id: "1", number: 0, name: "", sequence: "10,11,12,13,14,15" },
        { id: "2", number: 1, name: "", sequence: "" },
        { id: "3", number: 2, name: "", summary: '<p>Итоги</p><img src="@@PLUGINFILE@@/plan.png">', sequence: "16" },
      ],
      activities: [
        { id: "10", section: "1", module: "forum", title: "Объявления", xml: "<name>Объявления</name>" },
        {
          id: "11",
          section: "1",
          module: "folder",
          title: "Материалы",
          xml: `<name>Материалы</name><intro>${esc("<p>Всё к уроку</p>")}</intro><introformat>1</introformat>`,
        },
        {
          id: "12",
          section: "1",
          module: "url",
          title: "Документация",
          xml: `<name>Документация</name><intro></intro><externalurl>https://docs.python.org/3/?a=1&amp;b=2</externalurl>`,
        },
        {
          id: "13",
          section: "1",
          module: "url",
          title: "Скрипт",
          xml: "<name>Скрипт</name><externalurl>javascript:alert(1)</externalurl>",
        },
        {
          id: "14",
          section: "1",
          module: "page",
          title: "Введение",
          xml: `<name>Введение</name><intro>${esc("<p>Кратко</p>")}</intro><introformat>1</introformat><content>${esc('<h2>Привет</h2><p onclick="x()">Текст <img src="@@PLUGINFILE@@/a.png"><img alt="Схема" src="@@PLUGINFILE@@/pics/%D1%81%D1%85%D0%B5%D0%BC%D0%B0.png"> <a href="javascript:x()">ссылка</a></p><iframe src="https://www.youtube.com/embed/x"></iframe>')}</content><contentformat>1</contentformat><displayoptions>a:2:{s:10:"printintro";s:1:"1";s:17:"printlastmodified";s:1:"1";}</displayoptions>`,
        },
        { id: "15", section: "1", module: "glossary", title: "Термины", xml: "<name>Термины</name>" },
        {
          id: "16",
          section: "3",
          module: "resource",
          title: "Программа",
          xml: "<name>Программа</name><intro></intro>",
        },
        { id: "17", section: "9", module: "scorm", title: "Пакет", xml: "<name>Пакет</name>" },
        { id: "18", section: "9", module: "constructor", title: "Прототип", xml: "<name>Прототип</name>" },
      ],
      files: [
        { id: "1", contextId: "c11", component: "mod_folder", area: "content", name: "notes.pdf", bytes: PDF },
        {
          id: "2",
          contextId: "c11",
          component: "mod_folder",
          area: "content",
          name: "talk.mp3",
          bytes: MP3,
          path: "/audio/",
        },
        { id: "3", contextId: "c11", component: "mod_folder", area: "content", name: "setup.exe", bytes: EXE },
        {
          id: "4",
          contextId: "c16",
          component: "mod_resource",
          area: "content",
          name: "plan.pdf",
          bytes: PDF,
          sortorder: 1,
        },
        { id: "5", contextId: "c16", component: "mod_resource", area: "content", name: "lost.png", bytes: PNG },
        { id: "7", contextId: "c0", component: "course", area: "section", name: "plan.png", bytes: PNG, item: "2" },
        { id: "8", contextId: "c0", component: "course", area: "section", name: "plan.png", bytes: PDF, item: "3" },
        {
          id: "6",
          contextId: "c14",
          component: "mod_page",
          area: "content",
          name: "схема.png",
          bytes: PNG,
          path: "/pics/",
        },
      ],
    });
    const converted = await convertMoodleBackup(files);
    const course = converted.document.course;
    expect(course.general.name.value).toBe("Курс из Moodle");
    expect(course.additional.description).toEqual({ value: "<p>О курсе</p>", format: "html" });
    // Section 1 has no name and nothing in it: left out. Nameless ones get Moodle's default name.
    expect(course.moduleList.map((m) => m.moduleName)).toEqual(["Общее", "Тема 2", MOODLE_MESSAGES.looseSection]);
    const [general, second] = course.moduleList;
    expect(general?.lessons.map((l) => l.lessonName)).toEqual(["Материалы", "Документация", "Скрипт", "Введение"]);
    expect(lessonBlocks(general?.lessons[0])).toEqual([
      { _tag: "text", text: "<p>Всё к уроку</p>", format: "html" },
      // Moodle lists a folder's subfolders first.
      { _tag: "audio", title: "audio/talk.mp3", file: expect.objectContaining({ name: "talk.mp3", size: MP3.length }) },
      {
        _tag: "document",
        title: "notes.pdf",
        file: { id: `files/${sha1(PDF).slice(0, 2)}/${sha1(PDF)}`, name: "notes.pdf", url: "", size: PDF.length },
      },
    ]);
    expect(lessonBlocks(general?.lessons[1])).toEqual([
      {
        _tag: "text",
        text: '<p><a href="https://docs.python.org/3/?a=1&amp;b=2">Документация</a></p>',
        format: "html",
      },
    ]);
    expect(lessonBlocks(general?.lessons[2])).toEqual([
      { _tag: "text", text: "<p>javascript:alert(1)</p>", format: "html" },
    ]);
    expect(lessonBlocks(general?.lessons[3])).toEqual([
      { _tag: "text", text: "<p>Кратко</p>", format: "html" },
      // The rich-text sanitizer's work: no handler, no javascript: link, no frame.
      { _tag: "text", text: "<h2>Привет</h2><p>Текст  <a>ссылка</a></p>", format: "html" },
      // A picture of the page's own files comes after its text, titled with its alt.
      { _tag: "image", title: "Схема", file: expect.objectContaining({ name: "схема.png", size: PNG.length }) },
    ]);
    expect(second?.lessons.map((l) => [l.lessonName, lessonBlocks(l)])).toEqual([
      [
        MOODLE_MESSAGES.sectionSummary,
        [
          { _tag: "text", text: "<p>Итоги</p>", format: "html" },
          // Its own section's plan.png (item 3: a PDF's bytes under a picture's name, so a file block), not section 2's.
          { _tag: "file", title: "plan.png", file: expect.objectContaining({ size: PDF.length }) },
        ],
      ],
      [
        "Программа",
        [
          expect.objectContaining({
            _tag: "document",
            title: "Программа",
            file: expect.objectContaining({ name: "plan.pdf" }),
          }),
        ],
      ],
    ]);
    expect(converted.files.map((f) => f.name)).toEqual(["talk.mp3", "notes.pdf", "схема.png"]);
    expect(converted.skipped).toEqual([
      { place: "Раздел 1 «Общее» › Форум «Объявления»", reason: MOODLE_MESSAGES.unsupportedActivity("forum") },
      {
        place: "Раздел 1 «Общее» › Папка «Материалы»",
        reason: MOODLE_MESSAGES.refusedFile("setup.exe", "Исполняемые файлы загружать нельзя"),
      },
      { place: "Раздел 1 «Общее» › Гиперссылка «Скрипт»", reason: MOODLE_MESSAGES.badLink("javascript:alert(1)") },
      { place: "Раздел 1 «Общее» › Страница «Введение»", reason: MOODLE_MESSAGES.badLink("javascript:x()") },
      { place: "Раздел 1 «Общее» › Страница «Введение»", reason: MOODLE_MESSAGES.embedded },
      // a.png is not in the backup.
      { place: "Раздел 1 «Общее» › Страница «Введение»", reason: MOODLE_MESSAGES.imagesInText },
      { place: "Раздел 1 «Общее» › Глоссарий «Термины»", reason: MOODLE_MESSAGES.unsupportedActivity("glossary") },
      { place: "Раздел 3 «Без раздела» › Пакет SCORM «Пакет»", reason: MOODLE_MESSAGES.unsupportedActivity("scorm") },
      {
        place: "Раздел 3 «Без раздела» › Элемент constructor «Прототип»",
        reason: MOODLE_MESSAGES.unsupportedActivity("constructor"),
      },
    ]);
  });

  it("reports a file whose bytes the backup lacks; an assignment (2.0's too) gets its instructions and attachments", async () => {
    const files = backup({
      sections: [{ id: "1", number: 1, name: "Практика", sequence: "20,21,22" }],
      activities: [
        { id: "20", section: "1", module: "resource", title: "Схема", xml: "<name>Схема</name>" },
        {
          id: "22",
          section: "1",
          module: "assignment",
          title: "Старое задание",
          xml: `<name>Старое задание</name><intro>${esc("<p>Из Moodle 2.0</p>")}</intro><introformat>1</introformat>`,
        },
        {
          id: "21",
          section: "1",
          module: "assign",
          title: "Эссе",
          xml: `<name>Эссе</name><intro>${esc('<p>Напишите эссе.</p><p><img src="@@PLUGINFILE@@/essay.png" alt="Образец"></p>')}</intro><introformat>1</introformat><activity>${esc("<p>Не больше страницы.</p>")}</activity><activityformat>1</activityformat>`,
        },
      ],
      files: [
        { id: "1", contextId: "c20", component: "mod_resource", area: "content", name: "scheme.png", bytes: PNG },
        { id: "2", contextId: "c21", component: "mod_assign", area: "introattachment", name: "sample.pdf", bytes: PDF },
        { id: "3", contextId: "c21", component: "mod_assign", area: "intro", name: "essay.png", bytes: PNG_2 },
      ],
      withoutBytes: ["scheme.png"],
    });
    const converted = await convertMoodleBackup(files);
    const [section] = converted.document.course.moduleList;
    expect(section?.lessons.map((l) => l.lessonName)).toEqual(["Эссе", "Старое задание"]);
    expect(section?.lessons[1]?.tasks[0]?.taskContent[0]?.content).toEqual({
      _tag: "freeTask",
      title: "Старое задание",
      text: "Из Moodle 2.0",
      files: [],
    });
    expect(section?.lessons[0]?.tasks[0]?.taskContent.map((b) => b.content)).toEqual([
      {
        _tag: "freeTask",
        title: "Эссе",
        text: "Напишите эссе.\n\nНе больше страницы.",
        files: [{ id: `files/${sha1(PDF).slice(0, 2)}/${sha1(PDF)}`, name: "sample.pdf", url: "", size: PDF.length }],
      },
      { _tag: "image", title: "Образец", file: expect.objectContaining({ name: "essay.png" }) },
    ]);
    expect(converted.skipped).toEqual([
      { place: "Раздел 1 «Практика» › Файл «Схема»", reason: MOODLE_MESSAGES.missingFile("scheme.png") },
    ]);
  });
});

describe("a hostile or broken backup", () => {
  const withPage = () =>
    backup({
      sections: [{ id: "1", number: 1, name: "Раздел", sequence: "40,41" }],
      activities: [
        { id: "40", section: "1", module: "page", title: "Сломанная", xml: "" },
        { id: "41", section: "1", module: "label", title: "Пояснение", xml: `<intro>${esc("<p>Цела</p>")}</intro>` },
      ],
    });

  it("refuses the whole backup when any of its XML declares entities (XXE, billion laughs)", async () => {
    const files = withPage();
    const evil = new Map<string, Uint8Array>();
    for (const path of files.paths) evil.set(path, await files.read(path));
    const path = "activities/page_40/page.xml";
    evil.set(
      path,
      text(
        `<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><activity><page><content>&x;</content></page></activity>`,
      ),
    );
    const error: unknown = await convertMoodleBackup(filesInMemory(evil)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PackageRefused);
    expect(error instanceof Error ? error.message : "").toBe(PACKAGE_MESSAGES.xmlEntities(path));
  });

  it("leaves out an activity whose XML is not XML, and says which file", async () => {
    const files = withPage();
    const broken = new Map<string, Uint8Array>();
    for (const path of files.paths) broken.set(path, await files.read(path));
    broken.set("activities/page_40/page.xml", text("это не XML, а обрывок текста"));
    const converted = await convertMoodleBackup(filesInMemory(broken));
    expect(converted.document.course.moduleList[0]?.lessons.map((l) => l.lessonName)).toEqual(["Пояснение"]);
    expect(converted.skipped).toEqual([
      {
        place: "Раздел 1 «Раздел» › Страница «Сломанная»",
        reason: MOODLE_MESSAGES.unreadable("activities/page_40/page.xml"),
      },
    ]);
  });
});

describe("Moodle quizzes as tests", () => {
  const quizBackup = (quizXml: string, questions: string) =>
    backup({
      sections: [{ id: "1", number: 1, name: "Тесты", sequence: "30" }],
      activities: [
        { id: "30", section: "1", module: "quiz", title: "Проверка", xml: `<name>Проверка</name>${quizXml}` },
      ],
      questions,
    });

  it("Moodle 4: slots by bank entry and version; one-answer questions keep the top answer; marks become whole points", async () => {
    const entry = (id: string, versions: ReadonlyArray<[number, string]>) =>
      `<question_bank_entry id="${id}"><question_version>${versions.map(([v, q]) => `<question_versions id="${id}${v}"><version>${v}</version><questions>${q}</questions></question_versions>`).join("")}</question_version></question_bank_entry>`;
    const questions = `<question_category id="1"><question_bank_entries>${[
      entry("1", [
        [1, multichoice("101", "Старый", 1, answer("1", "a", 1))],
        [
          2,
          multichoice(
            "102",
            "Столица",
            1,
            answer("2", "<p>Москва</p>", 1) + answer("3", "Казань", 0.5) + answer("4", "Сочи", 0),
            3,
          ),
        ],
      ]),
      entry("2", [
        [
          1,
          multichoice(
            "201",
            "Числа",
            0,
            answer("5", "2", 0.5) + answer("6", "3", 0.5) + answer("7", "4", -1),
            1,
            '<img src="@@PLUGINFILE@@/n.png">',
          ),
        ],
      ]),
      entry("3", [[1, multichoice("301", "Без верного", 1, answer("8", "x", 0) + answer("9", "y", 0))]]),
    ].join("")}</question_bank_entries></question_category>`;
    const slot = (n: number, mark: string, ref: string) =>
      `<question_instance id="${n}"><slot>${n}</slot><page>1</page><maxmark>${mark}</maxmark>${ref}</question_instance>`;
    const quiz = `<question_instances>${[
      slot(
        2,
        "2.5000000",
        "<question_reference><questionbankentryid>2</questionbankentryid><version>$@NULL@$</version></question_reference>",
      ),
      slot(
        1,
        "1.0000000",
        "<question_reference><questionbankentryid>1</questionbankentryid><version>$@NULL@$</version></question_reference>",
      ),
      slot(3, "1.0000000", "<question_set_reference><filtercondition>{}</filtercondition></question_set_reference>"),
      slot(
        4,
        "1.0000000",
        "<question_reference><questionbankentryid>1</questionbankentryid><version>1</version></question_reference>",
      ),
      slot(
        5,
        "1.0000000",
        "<question_reference><questionbankentryid>3</questionbankentryid><version>$@NULL@$</version></question_reference>",
      ),
      slot(
        6,
        "1.0000000",
        "<question_reference><questionbankentryid>99</questionbankentryid><version>$@NULL@$</version></question_reference>",
      ),
    ].join("")}</question_instances>`;
    const converted = await convertMoodleBackup(quizBackup(quiz, questions));
    const test = converted.document.course.moduleList[0]?.lessons[0]?.lessonContent[0]?.content;
    expect(test?._tag === "test" ? test.name : undefined).toBe("Проверка");
    expect(plainTest(test)).toEqual([
      {
        text: "Столица?",
        type: "single",
        points: 1,
        answers: [
          ["Москва", true],
          ["Казань", false],
          ["Сочи", false],
        ],
      },
      {
        text: "Числа?",
        type: "multiple",
        points: 3,
        answers: [
          ["2", true],
          ["3", true],
          ["4", false],
        ],
      },
      { text: "Старый?", type: "single", points: 1, answers: [["a", true]] },
    ]);
    const place = "Раздел 1 «Тесты» › Тест «Проверка»";
    expect(converted.skipped).toEqual([
      { place: `${place} › Вопрос 1 «Столица»`, reason: MOODLE_MESSAGES.partialCredit },
      { place: `${place} › Вопрос 2 «Числа»`, reason: MOODLE_MESSAGES.questionImages },
      { place: `${place} › Вопрос 2 «Числа»`, reason: MOODLE_MESSAGES.pointsRounded(2.5, 3) },
      { place: `${place} › Вопрос 3`, reason: MOODLE_MESSAGES.randomQuestion },
      { place: `${place} › Вопрос 5 «Без верного»`, reason: MOODLE_MESSAGES.noCorrectAnswer },
      { place: `${place} › Вопрос 6`, reason: MOODLE_MESSAGES.missingQuestion },
    ]);
    expect(MOODLE_MESSAGES.pointsRounded(2.5, 3)).toBe("Баллы 2,5 заменены на 3: баллы — целое число от 1 до 100");
  });

  it("Moodle 2.7–3.x slots name the question id; 2.0–2.6 order by the quiz's list, with the instance's grade", async () => {
    const bank = `<question_category id="1"><questions>${
      multichoice("7", "Первый", 1, answer("1", "да", 1) + answer("2", "нет", 0)) +
      `<question id="8"><name>ВН</name><questiontext>Земля круглая</questiontext><questiontextformat>2</questiontextformat><defaultmark>2</defaultmark><qtype>truefalse</qtype><plugin_qtype_truefalse_question><answers>${answer("3", "True", 0)}${answer("4", "False", 1)}</answers><truefalse id="1"><trueanswer>3</trueanswer><falseanswer>4</falseanswer></truefalse></plugin_qtype_truefalse_question></question>`
    }</questions></question_category>`;
    const v3 = await convertMoodleBackup(
      quizBackup(
        `<question_instances><question_instance id="1"><slot>2</slot><questionid>7</questionid><maxmark>1.0</maxmark></question_instance><question_instance id="2"><slot>1</slot><questionid>8</questionid><maxmark>150</maxmark></question_instance></question_instances>`,
        bank,
      ),
    );
    expect(plainTest(v3.document.course.moduleList[0]?.lessons[0]?.lessonContent[0]?.content)).toEqual([
      {
        text: "Земля круглая",
        type: "single",
        points: 100,
        answers: [
          ["Верно", false],
          ["Неверно", true],
        ],
      },
      {
        text: "Первый?",
        type: "single",
        points: 1,
        answers: [
          ["да", true],
          ["нет", false],
        ],
      },
    ]);
    expect(v3.skipped.map((s) => s.reason)).toEqual([MOODLE_MESSAGES.pointsRounded(150, 100)]);
    const v2 = await convertMoodleBackup(
      quizBackup(
        `<questions>8,0,7,0</questions><question_instances><question_instance id="1"><question>7</question><grade>4</grade></question_instance><question_instance id="2"><question>8</question><grade>1</grade></question_instance></question_instances>`,
        bank,
      ),
    );
    const order = plainTest(v2.document.course.moduleList[0]?.lessons[0]?.lessonContent[0]?.content);
    expect(order.map((q) => [q.text, q.points])).toEqual([
      ["Земля круглая", 1],
      ["Первый?", 4],
    ]);
  });
});
