import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RichTextEditor } from "./rich-text-editor";
import type { EditorValue } from "./editor-value";

/**
 * Issue #29: a `javascript:` link never vanishes without a word. The editor keeps only http, https and
 * mailto links (the domain's rule); one it drops, pasted or stored, is named at the field, and one
 * typed into the link field is refused there, with why.
 */
const REMOVED =
  "Такая ссылка не допускается и удалена, её текст остался: «javascript:alert(1)». Можно ставить ссылки http://, https:// и mailto:";

const open = (value: EditorValue, onChange: (value: EditorValue) => void = () => undefined) => {
  const user = userEvent.setup({ delay: null });
  render(<RichTextEditor label="Описание" value={value} onChange={onChange} />);
  return { user, editor: screen.getByRole("textbox", { name: "Описание" }) };
};

describe("RichTextEditor: links it may not keep", () => {
  it("a stored javascript: link is dropped from the text and named at the field; its words stay", () => {
    const { editor } = open({
      text: '<p>Нажмите <a href="javascript:alert(1)">сюда</a> и <a href="https://example.ru">сюда</a></p>',
      format: "html",
    });
    expect(screen.getByRole("status").textContent).toBe(REMOVED);
    expect(editor.textContent).toBe("Нажмите сюда и сюда");
    expect([...editor.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(["https://example.ru"]);
    expect(editor.getAttribute("aria-describedby")).toBe(screen.getByRole("status").id);
  });

  it("a text with allowed links only has no note", () => {
    open({ text: '<p><a href="mailto:school@example.ru">почта</a></p>', format: "html" });
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("a pasted javascript: link is named at the field, and what is kept has no such link", async () => {
    const onChange = vi.fn<(value: EditorValue) => void>();
    const { user, editor } = open({ text: "" }, onChange);
    await user.click(editor);
    const clipboard = new DataTransfer();
    clipboard.setData("text/html", '<p>Смотрите <a href="javascript:alert(1)">тут</a></p>');
    clipboard.setData("text/plain", "Смотрите тут");
    await user.paste(clipboard);
    expect((await screen.findByRole("status")).textContent).toBe(REMOVED);
    expect(editor.textContent).toContain("Смотрите тут");
    expect(editor.querySelector("a")).toBeNull();
    expect(onChange.mock.calls.map(([value]) => value.text).join("")).not.toContain("javascript:");
  });

  it("a javascript: address typed into the link field is refused there, with why; nothing is linked", async () => {
    const onChange = vi.fn<(value: EditorValue) => void>();
    const { user, editor } = open({ text: "Слово" }, onChange);
    await user.click(editor);
    await user.click(screen.getByRole("button", { name: "Ссылка" }));
    const href = screen.getByLabelText("Адрес ссылки");
    await user.type(href, "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Применить" }));
    const refusal = screen.getByText(
      "Ссылки «javascript:» не допускаются: можно ставить ссылки http://, https:// и mailto:",
    );
    expect(href.getAttribute("aria-describedby")).toBe(refusal.id);
    expect(href).toHaveProperty("value", "javascript:alert(1)");
    expect(editor.querySelector("a")).toBeNull();
    expect(onChange).not.toHaveBeenCalled();

    // Typing again clears the refusal; an https address is linked.
    await user.clear(href);
    await user.type(href, "example.ru{Enter}");
    expect(screen.queryByText(/не допускаются/)).toBeNull();
    expect(editor.querySelector("a")?.getAttribute("href")).toBe("https://example.ru");
  });
});
