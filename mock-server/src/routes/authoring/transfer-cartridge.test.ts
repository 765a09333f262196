import { strToU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, tokensByCaller, type Caller, type TestServer } from "../../test-support/test-server";
import { readContent } from "../../test-support/authoring-test-kit";
import { writeSeedMedia } from "../../seed/seed-media";
import { parseXml, childNamed, childrenNamed, findAllDeep } from "../../import/xml";
import { cartridgeSteps, contents, fixture, reportOf, shape } from "./transfer-cartridge.fixtures";

describe("IMS Common Cartridge import and export (issue #38)", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  /** The demo courses, then each course imported from a sample package: the round trip below takes them all. */
  const travellers: number[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    await writeSeedMedia(server.filesDir);
    tokens = await tokensByCaller(server);
    travellers.push(...server.store.data.courseContents.map((c) => c.course_id));
  });
  afterAll(() => server.close());

  const { upload, exportCartridge, imported } = cartridgeSteps(() => ({ server, tokens }), travellers);

  it("course-1.imscc (Canvas, CC 1.3): block by block as the package has them, what is left out reported", async () => {
    const dry = await upload(fixture("course-1.imscc"), "course-1.imscc", true);
    expect(dry.status).toBe(200);
    const report = reportOf(dry.body);
    expect(report).toMatchObject({
      dry_run: true,
      course_id: null,
      name: "COURSE-for-modules-testing",
      imported: { modules: 1, lessons: 9, tasks: 0, blocks: { freeTask: 2, test: 1, text: 3, document: 1, image: 1 } },
    });
    expect(report.imported.blocks).toEqual({ freeTask: 2, test: 1, text: 3, document: 1, image: 1 });
    expect(report.skipped).toEqual(
      expect.arrayContaining([
        {
          path: "Раздел 1 «First Module» › Урок 4 «First Module Discussion 1»",
          reason: "Обсуждения не переносятся: в курсе нет такого вида блока",
        },
        {
          path: "Раздел 1 «First Module» › Урок 8 «First Module AnalyTics Beta External Tool»",
          reason: "Элемент ссылается на ресурс «i2a43afb3f81390abba3db9c894444d1d», которого нет в пакете",
        },
        {
          path: "web_resources/sample.mp3",
          reason: "Ресурс пакета не входит в структуру курса (organization) и не будет импортирован",
        },
      ]),
    );
    const filesBefore = server.store.data.files.length;
    const course = await imported(fixture("course-1.imscc"), "course-1.imscc", true);
    expect(server.store.data.files.length).toBe(filesBefore + 2);
    const [module] = course.moduleList;
    expect(module?.moduleName).toBe("First Module");
    expect(module?.lessons.map((l) => l.lessonName)).toEqual([
      "First Module Assignment 1",
      "First Module Quiz 1",
      "First Module Wiki Page 1",
      "First Module Text Header 1",
      "First Module External URL 1",
      "Sample Document",
      "photo.jpg",
      "Assignment with internal links",
      "The First Measured Century: 1930-1960 (60:00)",
    ]);
    const blocks = module?.lessons.map((l) => contents(l.lessonContent)) ?? [];
    expect(blocks[0]).toEqual([
      {
        _tag: "freeTask",
        title: "First Module Assignment 1",
        text: "This is RCE content for this assignment",
        files: [],
      },
    ]);
    // i4f68…/assessment_qti.xml: one multiple choice question, D is right.
    expect(blocks[1]).toMatchObject([
      {
        _tag: "test",
        name: "First Module Quiz 1",
        questions: [
          {
            text: "The correct answer is D",
            type: "single",
            points: 1,
            answers: [
              { text: "A", correct: false },
              { text: "B", correct: false },
              { text: "C", correct: false },
              { text: "D", correct: true },
            ],
          },
        ],
      },
    ]);
    expect(blocks[2]).toEqual([
      { _tag: "text", text: "<p><strong>This is RCE content for a Wiki Page</strong></p>", format: "html" },
    ]);
    expect(blocks[3]).toEqual([]);
    expect(blocks[4]).toEqual([
      { _tag: "text", text: '<p><a href="http://google.com">First Module External URL 1</a></p>', format: "html" },
    ]);
    // The PDF and the photo are stored as this server's files, with their bytes.
    const pdf = blocks[5]?.[0];
    const photo = blocks[6]?.[0];
    expect(pdf).toMatchObject({
      _tag: "document",
      title: "Sample Document",
      file: { name: "sample-document.pdf", size: 17988 },
    });
    expect(photo).toMatchObject({ _tag: "image", title: "photo.jpg", file: { name: "photo.jpg", size: 23878 } });
    const photoUrl = photo !== undefined && photo._tag === "image" ? (photo.file?.url ?? "") : "";
    const served = await fetch(`${server.url}${photoUrl}`);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect((await served.arrayBuffer()).byteLength).toBe(23878);
    expect(blocks[7]?.[0]).toMatchObject({ _tag: "freeTask", title: "Assignment with Internal and External Links" });
    expect(blocks[8]?.[0]).toMatchObject({ _tag: "text", format: "html" });
  });

  it("grouptest.zip (Canvas quizzes): true/false questions become tests, essays and blanks are reported", async () => {
    const essay =
      "Вопрос вида «cc.essay.v0p1» не переносится: есть только выбор одного или нескольких ответов и «верно/неверно»";
    const dry = reportOf((await upload(fixture("grouptest.zip"), "grouptest.zip", true)).body);
    expect(dry.imported).toEqual({ modules: 1, lessons: 2, tasks: 0, blocks: { test: 2 } });
    expect(dry.skipped).toEqual([
      { path: "Раздел 1 «md 1» › Урок 1 «Grouped questions» › Вопрос 2 «Question 3»", reason: essay },
      { path: "Раздел 1 «md 1» › Урок 1 «Grouped questions» › Вопрос 3 «Question 5»", reason: essay },
      { path: "Раздел 1 «md 1» › Урок 2 «Mixed Quiz» › Вопрос 1 «Question 1»", reason: essay },
      {
        path: "Раздел 1 «md 1» › Урок 3 «Ungrouped Quiz» › Вопрос 1 «Q1»",
        reason:
          "Вопрос вида «cc.fib.v0p1» не переносится: есть только выбор одного или нескольких ответов и «верно/неверно»",
      },
      {
        path: "Раздел 1 «md 1» › Урок 3 «Ungrouped Quiz»",
        reason: "В тесте не осталось вопросов, которые можно перенести",
      },
      {
        path: "course_settings/canvas_export.txt",
        reason: "Настройки курса из Canvas (course_settings) не переносятся",
      },
      {
        path: "non_cc_assessments/g9d54a0ba5f6893a5aeeebb7535da09dc.xml.qti",
        reason: "Ресурс пакета не входит в структуру курса (organization) и не будет импортирован",
      },
    ]);
    const course = await imported(fixture("grouptest.zip"), "grouptest.zip", true);
    const lessons = course.moduleList[0]?.lessons ?? [];
    expect(lessons.map((l) => l.lessonName)).toEqual(["Grouped questions", "Mixed Quiz"]);
    const trueFalse = (text: string) => ({
      text,
      type: "single",
      points: 1,
      answers: [
        { text: "True", correct: true },
        { text: "False", correct: false },
      ],
    });
    expect(lessons.map((l) => contents(l.lessonContent))).toMatchObject([
      [{ _tag: "test", name: "Grouped questions", questions: [trueFalse("T/F 1")] }],
      [{ _tag: "test", name: "Mixed Quiz", questions: [trueFalse("TF")] }],
    ]);
  });

  it("latex.imscc (Canvas pages): a section, a lesson per page, each page a text block", async () => {
    const dry = reportOf((await upload(fixture("latex.imscc"), "latex.imscc", true)).body);
    expect(dry.skipped).toEqual([
      {
        path: "course_settings/canvas_export.txt",
        reason: "Настройки курса из Canvas (course_settings) не переносятся",
      },
    ]);
    const course = await imported(fixture("latex.imscc"), "latex.imscc", true);
    expect(course.moduleList.map((m) => m.moduleName)).toEqual(["Example Module"]);
    const lessons = course.moduleList[0]?.lessons ?? [];
    expect(lessons.map((l) => l.lessonName)).toEqual(["Page 1", "Page 2"]);
    expect(contents(lessons[0]?.lessonContent ?? [])).toEqual([
      {
        _tag: "text",
        format: "html",
        text: [
          "<p>This is a test</p>\n\n<ul>",
          "<li>\\(f(10)\\)</li>",
          "<li>\\(f(10) - 1\\)</li>",
          "<li>\\(f(10 - 1)\\)</li>",
          "<li>\\(f(5) - f(4)\\)</li>",
          "<li>\\({z}_{score\\ for\\ my\\ height}\\ =\\ \\frac{\\ \\ \\ \\ \\ \\ \\ -\\ \\ \\ \\ \\ \\ \\ \\ }{\\ }\\)</li>",
          "</ul>",
        ].join("\n"),
      },
    ]);
    expect(contents(lessons[1]?.lessonContent ?? [])).toMatchObject([{ _tag: "text", format: "html" }]);
    expect(JSON.stringify(lessons[1]?.lessonContent[0]?.content)).toContain("Other Example");
  });

  it("scripts and javascript: links in a page are taken out and named in the report", async () => {
    const manifest = `<?xml version="1.0"?><manifest xmlns="http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1"><metadata><schema>IMS Common Cartridge</schema><schemaversion>1.1.0</schemaversion></metadata>
      <organizations><organization structure="rooted-hierarchy"><item identifier="root"><item identifier="m"><title>Модуль</title>
      <item identifier="p" identifierref="r1"><title>Страница</title></item></item></item></organization></organizations>
      <resources><resource identifier="r1" type="webcontent" href="page.html"><file href="page.html"/></resource></resources></manifest>`;
    const page =
      '<html><body><p onclick="steal()">Текст</p><script>alert(1)</script><a href="javascript:alert(2)">ссылка</a><iframe src="https://evil.example"></iframe><img src="https://tracker.example/p.gif"><img alt="Схема" src="$IMS-CC-FILEBASE$/img/scheme.png"></body></html>';
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const zip = zipSync({ "imsmanifest.xml": strToU8(manifest), "page.html": strToU8(page), "img/scheme.png": png });
    const report = reportOf((await upload(zip, "hostile.imscc", true)).body);
    expect(report.skipped).toEqual([
      {
        path: "Раздел 1 «Модуль» › Урок 1 «Страница»",
        reason: "Из страницы удалено то, чего нет в тексте курса: скрипты, встроенные фреймы, обработчики событий",
      },
      {
        path: "Раздел 1 «Модуль» › Урок 1 «Страница»",
        reason: "Ссылка «javascript:alert(2)» не допускается: можно ставить ссылки http://, https:// и mailto:",
      },
      {
        path: "Раздел 1 «Модуль» › Урок 1 «Страница»",
        reason:
          "Картинка по адресу «https://tracker.example/p.gif» не перенесена: в тексте курса нет картинок, а в пакете нет её файла",
      },
    ]);
    const course = await imported(zip, "hostile.imscc");
    const [text, picture] = contents(course.moduleList[0]?.lessons[0]?.lessonContent ?? []);
    expect(text).toEqual({ _tag: "text", text: "<p>Текст</p><a>ссылка</a>", format: "html" });
    // The package's picture the page shows follows the text as an image block, stored as a PNG.
    expect(picture).toMatchObject({ _tag: "image", title: "Схема", file: { name: "scheme.png", size: 12 } });
    const id = picture?._tag === "image" ? picture.file?.id : undefined;
    expect(server.store.data.files.find((f) => f.id === id)?.mime).toBe("image/png");
  });

  it("exports a CC 1.3 package whose manifest has the specification's structure", async () => {
    const files = unzipSync(await exportCartridge(1));
    const manifestBytes = files["imsmanifest.xml"];
    if (manifestBytes === undefined) throw new Error("no manifest");
    const manifest = parseXml(new TextDecoder().decode(manifestBytes), "imsmanifest.xml");
    expect(manifest.name).toBe("manifest");
    expect(manifest.children.map((c) => c.name)).toEqual(["metadata", "organizations", "resources"]);
    expect(childNamed(childNamed(manifest, "metadata"), "schemaversion")?.text).toBe("1.3.0");
    const organization = childNamed(childNamed(manifest, "organizations"), "organization");
    expect(organization?.attrs.structure).toBe("rooted-hierarchy");
    expect(childrenNamed(organization, "item")).toHaveLength(1);
    const resources = childrenNamed(childNamed(manifest, "resources"), "resource");
    const ids = new Set(resources.map((r) => r.attrs.identifier));
    // Every item's resource exists, every file a resource names is in the package.
    for (const item of findAllDeep(organization, "item"))
      if (item.attrs.identifierref !== undefined) expect(ids.has(item.attrs.identifierref)).toBe(true);
    for (const file of resources.flatMap((r) => childrenNamed(r, "file")))
      expect(Object.keys(files)).toContain(file.attrs.href);
    expect(new Set(resources.map((r) => r.attrs.type))).toEqual(
      new Set(["webcontent", "imsqti_xmlv1p2/imscc_xmlv1p3/assessment", "assignment_xmlv1p0"]),
    );
    const other = await server.call("GET", "/api/courses/1/export?format=pdf", undefined, tokens.ADMIN);
    expect([other.status, other.body]).toMatchObject([
      422,
      { errors: { validation: { format: ["Ожидается json или imscc"] } } },
    ]);
    const teacher = await server.call("GET", "/api/courses/1/export?format=imscc", undefined, tokens.TEACHER);
    expect(teacher.status).toBe(403);
  });

  // Run last: the courses imported above from the sample packages travel too.
  it("every demo course (and each imported above from a sample) exported as a cartridge and imported again is the same course", async () => {
    expect(travellers.length).toBeGreaterThan(1);
    for (const id of travellers) {
      const original = (await readContent(server, id, tokens.ADMIN)).course;
      const back = await imported(await exportCartridge(id), `course-${id}.imscc`);
      expect(back.general.name.value.startsWith(original.general.name.value)).toBe(true);
      expect(shape(back)).toEqual(shape(original));
    }
  });
});
