// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html";

/** Whatever the output holds that a browser could run: a script, a handler, a js/data URL, a frame or a plugin. */
const executable = (html: string): string[] => {
  const root = document.createElement("div");
  root.innerHTML = html;
  const found: string[] = [];
  for (const el of root.querySelectorAll("*")) {
    const tag = el.tagName.toLowerCase();
    if (
      ["script", "iframe", "frame", "object", "embed", "svg", "math", "form", "base", "meta", "link", "style"].includes(
        tag,
      )
    )
      found.push(tag);
    for (const attr of el.attributes) {
      if (attr.name.startsWith("on")) found.push(`${tag}[${attr.name}]`);
      // Browsers drop whitespace and control characters inside a URL's scheme.
      if (/^(javascript|data|vbscript):/i.test(attr.value.replace(/[\s\p{Cc}]/gu, "")))
        found.push(`${tag}[${attr.name}=${attr.value}]`);
      if (["src", "srcdoc", "style", "action", "formaction", "xlink:href"].includes(attr.name))
        found.push(`${tag}[${attr.name}]`);
    }
  }
  return found;
};

const HOSTILE: ReadonlyArray<readonly [string, string]> = [
  ["a script", "<p>Текст</p><script>alert(1)</script>"],
  ["a script split by case", "<ScRiPt>alert(1)</sCrIpT>"],
  ["an event handler", '<p onclick="alert(1)">клик</p><img src=x onerror="alert(1)">'],
  ["a handler on an allowed tag", '<a href="https://example.com" onmouseover="alert(1)">ссылка</a>'],
  ["a javascript: link", '<a href="javascript:alert(1)">ссылка</a>'],
  ["a javascript: link with entities and spaces", '<a href=" jav&#x09;ascript:alert(1)">ссылка</a>'],
  ["a data: link", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">ссылка</a>'],
  ["an iframe from an unknown host", '<iframe src="https://evil.example/x"></iframe>'],
  [
    "an iframe even from a player host (videos are blocks, not text)",
    '<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>',
  ],
  ["an iframe with srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ["an SVG with a script", '<svg><script>alert(1)</script><circle r="1"/></svg>'],
  ["an SVG with onload", '<svg onload="alert(1)"><a xlink:href="javascript:alert(1)">x</a></svg>'],
  [
    "MathML mutation",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  ],
  ["an object and an embed", '<object data="x.swf"></object><embed src="x.swf">'],
  ["a form", '<form action="https://evil.example"><button formaction="javascript:alert(1)">Отправить</button></form>'],
  ["a style that hides or overlays", '<p style="position:fixed;inset:0">поверх</p><style>body{display:none}</style>'],
  [
    "a meta refresh and a base",
    '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">',
  ],
  ["a noscript mutation", '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
];

describe("sanitizeHtml: hostile input", () => {
  it("the check finds what each input would run before sanitizing", () => {
    for (const [, html] of HOSTILE.filter(([name]) => !name.includes("mutation")))
      expect(executable(html).length).toBeGreaterThan(0);
  });

  it.each(HOSTILE)("renders nothing executable from %s", (_, html) => {
    const clean = sanitizeHtml(html);
    expect(executable(clean)).toEqual([]);
    expect(clean).not.toMatch(/<script|javascript:|onerror|onclick|onload|<iframe|<svg/i);
  });
});

describe("sanitizeHtml: what the editor writes", () => {
  it("keeps headings, bold, italic, lists, links, code and quotes", () => {
    const html =
      "<h2>Тема</h2><p><strong>жирный</strong> и <em>курсив</em>, <code>x = 1</code></p>" +
      "<ul><li><p>раз</p></li></ul><ol><li><p>два</p></li></ol><blockquote><p>цитата</p></blockquote>" +
      "<pre><code>print(1)</code></pre>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("opens links in a new tab without opener or referrer", () => {
    expect(sanitizeHtml('<p><a href="https://example.com/a?b=1">сайт</a></p>')).toBe(
      '<p><a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer nofollow">сайт</a></p>',
    );
    expect(sanitizeHtml('<a href="mailto:a@b.ru">почта</a>')).toContain('href="mailto:a@b.ru"');
  });

  it("keeps the words of dropped tags but not of scripts", () => {
    expect(sanitizeHtml('<div class="x"><span style="color:red">слово</span></div><script>secret()</script>')).toBe(
      "слово",
    );
  });
});
