// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CourseDescription } from "./course-description";

describe("CourseDescription", () => {
  it("renders a rich description through the sanitizer: the formatting stays, a script does not", () => {
    const html = renderToStaticMarkup(
      <CourseDescription
        description={{
          value:
            '<p><strong>Жирно</strong></p><ul><li>пункт</li></ul><script>alert(1)</script><img src=x onerror="alert(2)">',
          format: "html",
        }}
      />,
    );
    expect(html).toContain("<strong>Жирно</strong>");
    expect(html).toContain("<li>пункт</li>");
    expect(html).not.toMatch(/<script|<img|onerror/);
  });

  it("shows a plain description as text: markup it holds is words, not HTML", () => {
    const html = renderToStaticMarkup(<CourseDescription description={{ value: "Про <b>теги</b>\nи строки " }} />);
    expect(html).toBe('<p class="landing-text">Про &lt;b&gt;теги&lt;/b&gt;\nи строки</p>');
  });
});
