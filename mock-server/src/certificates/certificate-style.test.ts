import { describe, expect, it } from "vitest";
import type { AboutStyle } from "@app/domain/course/about";
import { accentHex } from "./certificate-style";

const style = (button_color: string, cover: string): AboutStyle => ({
  back: "",
  button_color,
  button_font_color: "",
  cover_font_color: "",
  cover,
  font_color: "",
  id: null,
  is_visible: true,
  name: "",
});
const svg = (color: string) =>
  `data:image/svg+xml;base64,${Buffer.from(`<svg><rect fill="${color}"/></svg>`, "utf8").toString("base64")}`;

describe("the certificate's accent from the course's style", () => {
  it("the button colour first, then an SVG cover's colour, else none", () => {
    expect(accentHex(style("#D35400", svg("#306998")))).toBe("#d35400");
    expect(accentHex(style("", svg("#306998")))).toBe("#306998");
    expect(accentHex(style("", `data:image/svg+xml,${encodeURIComponent('<svg fill="#16a085"/>')}`))).toBe("#16a085");
    expect(accentHex(style("red", "/api/files/abc"))).toBeNull();
    expect(accentHex(null)).toBeNull();
  });
});
