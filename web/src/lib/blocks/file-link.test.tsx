import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FileLink } from "./file-link";

const file = { id: "5eed0000-0000-4000-8000-000000000005", name: "hello.py", size: 31, url: "/api/files/5eed" };

describe("FileLink", () => {
  it("marks the file's name as the person's own text, not the interface's (translate=no)", () => {
    for (const isPrivate of [false, true]) {
      const html = renderToStaticMarkup(<FileLink file={file} private={isPrivate} />);
      expect(html).toContain('<span class="block-file-name" translate="no">hello.py</span>');
    }
  });
});
