import { describe, expect, it } from "vitest";
import { aboutItemProblems } from "../course/about-limits";
import { OWN_IMAGE_MESSAGE, ownImageErrors } from "./own-file-url";

const FILE = "/api/files/5eed0000-0000-4000-8000-000000000008";

describe("list images are files of this server (issue #32 row 11)", () => {
  it("takes none or an uploaded file's address, nothing else", () => {
    expect(ownImageErrors("")).toEqual([]);
    expect(ownImageErrors(FILE)).toEqual([]);
    for (const url of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:image/svg+xml,<svg/onload=alert(1)>",
      "https://evil.example/a.png",
      "//evil.example/a.png",
      `${FILE}?x=1`,
      `/api/files/../${FILE}`,
    ])
      expect([url, ownImageErrors(url)]).toEqual([url, [OWN_IMAGE_MESSAGE]]);
  });

  it("is part of the about-list rule for teachers, consumers and learns", () => {
    const teacher = { id: "1", name: "Анна", description: "Автор", image: "javascript:alert(1)" };
    expect(aboutItemProblems({ list: "teachers", item: teacher }, "lists.teachers.0", false)).toEqual([
      { field: "lists.teachers.0.image", message: OWN_IMAGE_MESSAGE },
    ]);
    expect(
      aboutItemProblems(
        { list: "learns", item: { id: "2", description: "Код", image: "https://x.ru/a.png" } },
        "l",
        false,
      ),
    ).toEqual([{ field: "l.image", message: OWN_IMAGE_MESSAGE }]);
    expect(
      aboutItemProblems({ list: "consumers", item: { id: "3", description: "Всем", image: FILE } }, "c", false),
    ).toEqual([]);
  });
});
