import { describe, expect, it } from "vitest";
import { coverLines, coverUrl } from "./course-content-media";

const svgOf = (url: string): string =>
  Buffer.from(url.replace(/^data:image\/svg\+xml;base64,/, ""), "base64").toString("utf8");

describe("a seeded course's cover: its name on a colour", () => {
  it("a short name is one line, as before", () => {
    expect(coverLines("Основы Python")).toEqual(["Основы Python"]);
    expect(svgOf(coverUrl("Основы Python", "#306998"))).toContain(
      '<text x="320" y="190" font-family="sans-serif" font-size="36" fill="#ffffff" text-anchor="middle">Основы Python</text>',
    );
  });

  it("a long name wraps by words into lines that fit the width, instead of running off both edges", () => {
    expect(coverLines("Графический дизайн: композиция и цвет")).toEqual(["Графический дизайн:", "композиция и цвет"]);
    const svg = svgOf(coverUrl("Графический дизайн: композиция и цвет", "#306998"));
    expect(svg).toContain(
      '<tspan x="320" y="168">Графический дизайн:</tspan><tspan x="320" y="212">композиция и цвет</tspan>',
    );
  });

  it("what does not fit in three lines, or a word longer than a line, ends in an ellipsis", () => {
    const lines = coverLines("Очень длинное название курса, которое никак не помещается на обложку в три строки");
    expect(lines).toHaveLength(3);
    expect(lines.at(-1)).toMatch(/…$/);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(26);
    expect(coverLines("Сверхдлинноесловобезпробеловнаобложке")).toEqual(["Сверхдлинноесловобезпробе…"]);
    expect(svgOf(coverUrl("A & B <C>", "#000"))).toContain(">A &amp; B &lt;C&gt;</text>");
  });
});
