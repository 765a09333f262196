import { describe, expect, it } from "vitest";
import { PackageRefused, filesInMemory } from "../package-files";
import { PACKAGE_MESSAGES } from "../package-messages";
import { MOODLE_MESSAGES } from "./moodle-messages";
import { convertMoodleBackup } from "./moodle-converter";
import { esc, sha1, text, PNG, PNG_2, PDF, MP3, EXE, backup, lessonBlocks } from "./moodle-rules.fixtures";

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
