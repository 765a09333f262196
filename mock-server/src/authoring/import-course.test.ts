import { describe, expect, it } from "vitest";
import { readImport } from "./import-course";

describe("readImport: a rich description's links (issue #29)", () => {
  it("names the links the sanitizer drops from an imported description, and drops them", () => {
    const plan = readImport(
      {
        general: { name: { value: "Курс со ссылками" } },
        additional: {
          price: { value: "0" },
          old_price: { value: "0" },
          description: {
            value: '<p><a href="javascript:alert(1)">жми</a> и <a href="https://example.ru">сайт</a></p>',
            format: "html",
          },
          completionDoc: null,
          practiceType: null,
          additionalDescription: "",
        },
      },
      () => false,
    );
    expect(plan.skipped).toContainEqual({
      path: "course.additional.description.value",
      reason:
        "Ссылки «javascript:alert(1)» не допускаются и будут удалены: можно ставить ссылки http://, https:// и mailto:",
    });
    expect(plan.course.additional.description.value).not.toContain("javascript:");
    expect(plan.course.additional.description.value).toContain('<a href="https://example.ru">сайт</a>');
  });

  it("a description with allowed links only, or a plain one, adds no line", () => {
    const plan = readImport(
      {
        additional: {
          price: { value: "0" },
          old_price: { value: "0" },
          description: { value: "javascript:alert(1) как текст" },
          completionDoc: null,
          practiceType: null,
          additionalDescription: "",
        },
      },
      () => false,
    );
    expect(plan.skipped.filter((line) => line.path.startsWith("course.additional"))).toEqual([]);
  });
});
