import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ImportReport as Report } from "@app/domain/api/authoring";
import { ImportReport } from "./import-report";

const DOCUMENT = {
  format: "course-platform/course",
  format_version: 1,
  course: {
    moduleList: [
      {
        moduleName: "Основы",
        lessons: [
          { lessonName: "Циклы", lessonContent: [{}, { content: { _tag: "video", file: { name: "ролик.mp4" } } }] },
        ],
      },
    ],
  },
};

const REPORT: Report = {
  dry_run: true,
  course_id: null,
  name: "Курс",
  imported: { modules: 1, lessons: 1, tasks: 0, blocks: { video: 1 } },
  skipped: [
    {
      path: "course.moduleList.0.lessons.0.lessonContent.1.content.file",
      reason: "Файл «ролик.mp4» не найден на этом сервере: блок импортирован без файла",
    },
    { path: "course.settings.accesses.teachers", reason: "Назначенные преподаватели не переносятся между серверами" },
  ],
};

describe("ImportReport (issue #29)", () => {
  it("names where each left-out item is as the author reads the course, not by the document's path", () => {
    render(<ImportReport report={REPORT} document={DOCUMENT} />);
    const [file, teachers] = within(screen.getByRole("region", { name: /Что не будет импортировано/ })).getAllByRole(
      "listitem",
    );
    expect(file?.textContent).toBe(
      "Где: Раздел 1 «Основы» › Урок 1 «Циклы» › Блок 2 (Видео) › Файл" +
        "Файл «ролик.mp4» не найден на этом сервере: блок импортирован без файла",
    );
    expect(teachers?.textContent).toContain("Настройки › Доступ › Преподаватели курса");
    expect(document.body.textContent).not.toContain("course.moduleList");
  });
});
