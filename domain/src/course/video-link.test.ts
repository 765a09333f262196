import { describe, expect, it } from "vitest";
import { parseVideoLink, videoEmbedUrl, videoLinkProblem } from "./video-link";

const YT = "dQw4w9WgXcQ";
const RT = "c6cc4d620b1d4338901770a44b3e82f4";

describe("parseVideoLink", () => {
  it.each([
    `https://www.youtube.com/watch?v=${YT}`,
    `https://youtube.com/watch?feature=share&v=${YT}&t=42s`,
    `https://m.youtube.com/watch?v=${YT}`,
    `https://youtu.be/${YT}?si=abc`,
    `youtu.be/${YT}`,
    `https://www.youtube.com/embed/${YT}`,
    `https://www.youtube.com/shorts/${YT}`,
    `https://www.youtube-nocookie.com/embed/${YT}`,
    `  https://www.youtube.com/watch?v=${YT}  `,
  ])("reads a YouTube address: %s", (link) => {
    expect(parseVideoLink(link)).toEqual({ provider: "youtube", id: YT });
  });

  it.each([
    ["https://vimeo.com/76979871", { provider: "vimeo", id: "76979871" }],
    ["https://vimeo.com/channels/staffpicks/76979871", { provider: "vimeo", id: "76979871" }],
    ["https://player.vimeo.com/video/76979871", { provider: "vimeo", id: "76979871" }],
    ["https://vimeo.com/76979871/a1b2c3d4e5", { provider: "vimeo", id: "76979871", hash: "a1b2c3d4e5" }],
    ["https://player.vimeo.com/video/76979871?h=a1b2c3d4e5", { provider: "vimeo", id: "76979871", hash: "a1b2c3d4e5" }],
  ])("reads a Vimeo address: %s", (link, video) => {
    expect(parseVideoLink(link)).toEqual(video);
  });

  it.each([`https://rutube.ru/video/${RT}/`, `https://rutube.ru/play/embed/${RT}`, `rutube.ru/shorts/${RT}`])(
    "reads a RuTube address: %s",
    (link) => {
      expect(parseVideoLink(link)).toEqual({ provider: "rutube", id: RT });
    },
  );

  it.each([
    "",
    "просто текст",
    "https://example.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com.evil.ru/watch?v=dQw4w9WgXcQ",
    "https://evil.ru/youtu.be/dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=short",
    "https://vimeo.com/about",
    "https://rutube.ru/video/123/",
    "javascript:alert(1)//youtu.be/dQw4w9WgXcQ",
    `https://youtu.be/${YT} https://evil.ru`,
  ])("refuses what is not a video of the three: %s", (link) => {
    expect(parseVideoLink(link)).toBeUndefined();
  });
});

describe("videoEmbedUrl", () => {
  it("embeds without tracking: youtube-nocookie, Vimeo with dnt=1, RuTube's player", () => {
    expect(videoEmbedUrl({ provider: "youtube", id: YT })).toBe(`https://www.youtube-nocookie.com/embed/${YT}`);
    expect(videoEmbedUrl({ provider: "vimeo", id: "1" })).toBe("https://player.vimeo.com/video/1?dnt=1");
    expect(videoEmbedUrl({ provider: "vimeo", id: "1", hash: "abcdef" })).toBe(
      "https://player.vimeo.com/video/1?dnt=1&h=abcdef",
    );
    expect(videoEmbedUrl({ provider: "rutube", id: RT })).toBe(`https://rutube.ru/play/embed/${RT}`);
  });
});

describe("videoLinkProblem (the field on leaving it, and the publish checks)", () => {
  it("names a link that is not a YouTube, Vimeo or RuTube video", () => {
    for (const link of ["https://example.com/lesson.mp4", "youtube.com", "javascript:alert(1)", "видео"])
      expect(videoLinkProblem(link)).toBe("Ссылка не распознана: вставьте ссылку на видео YouTube, Vimeo или RuTube");
  });

  it("an empty link (the block may hold a file) and a video address are no problem", () => {
    expect(videoLinkProblem("")).toBeUndefined();
    expect(videoLinkProblem("   ")).toBeUndefined();
    expect(videoLinkProblem(`https://youtu.be/${YT}`)).toBeUndefined();
    expect(videoLinkProblem("https://vimeo.com/76979871")).toBeUndefined();
  });
});
