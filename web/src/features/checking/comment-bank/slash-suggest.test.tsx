import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BankComment, CommentBankResponse } from "@app/domain/api/comment-bank";
import type { SubmissionDetail } from "@app/domain/api/review";
import { ok } from "../../../test-support/answers";
import { fakeApi } from "../../../test-support/fake-api";
import { renderScreen } from "../../../test-support/render-screen";
import { DecisionForm } from "../decision-form";
import { submissionKey } from "../review-queries";

/** Issue #34 part 3: `/` in a work's comment suggests the bank's comments, filled in for the work. */
const saved = (id: number, scope: BankComment["scope"], text: string): BankComment => ({
  id,
  scope,
  school_id: scope === "school" ? 1 : null,
  text,
  can_edit: scope === "own",
  updated_at: "2026-10-03T10:00:00.000Z",
});
const bank: CommentBankResponse = {
  data: [
    saved(1, "own", "Спасибо, {имя}! Задание «{задание}» выполнено."),
    saved(2, "own", "Раскройте тему подробнее."),
    saved(3, "school", "Спасибо за работу в курсе «{курс}»."),
  ],
  meta: { can_share: false },
};
const work = {
  id: 31,
  course_name: "Основы Python",
  student: { id: 5, name: "Сергей", surname: "Иванов", avatar: null },
  task: { name: "Эссе", title: null },
} as unknown as SubmissionDetail;

const open = () => {
  const api = fakeApi({ "GET review/comments": { status: 200, body: bank } });
  const view = renderScreen(<DecisionForm id={31} onDecided={() => undefined} />, { as: "TEACHER" });
  view.queryClient.setQueryData(submissionKey(31), work);
  return { api, ...view };
};
const comment = () => screen.getByLabelText<HTMLTextAreaElement>("Комментарий");
const list = () => screen.queryByRole("listbox", { name: "Банк комментариев" });

describe("the comment bank's / suggestions", () => {
  it("opens on / and letters, moves with the arrows, inserts the chosen comment with its placeholders filled in", async () => {
    const { user } = open();
    await user.type(comment(), "Итак, /спа");
    const options = await within(await screen.findByRole("listbox", { name: "Банк комментариев" })).findAllByRole(
      "option",
    );
    expect(options.map((o) => o.textContent)).toEqual([
      "Спасибо, Сергей! Задание «Эссе» выполнено.",
      "Спасибо за работу в курсе «Основы Python».Школа",
    ]);
    expect(options[0]?.getAttribute("aria-selected")).toBe("true");
    expect(comment().getAttribute("aria-activedescendant")).toBe(options[0]?.id);
    await user.keyboard("{ArrowDown}");
    expect(options[1]?.getAttribute("aria-selected")).toBe("true");
    expect(comment().getAttribute("aria-activedescendant")).toBe(options[1]?.id);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(comment().value).toBe("Итак, Спасибо, Сергей! Задание «Эссе» выполнено.");
    expect(list()).toBeNull();
    expect(document.activeElement).toBe(comment());
    expect(comment().selectionStart).toBe(comment().value.length);
  });

  it("Escape closes the list and keeps the text and the focus; a word without / or a fraction opens nothing", async () => {
    const { user } = open();
    await user.type(comment(), "1/2 и ещё");
    expect(list()).toBeNull();
    await user.type(comment(), " /рас");
    expect(await screen.findByRole("option", { name: "Раскройте тему подробнее." })).toBeDefined();
    await user.keyboard("{Escape}");
    expect(list()).toBeNull();
    expect(comment().value).toBe("1/2 и ещё /рас");
    expect(document.activeElement).toBe(comment());
  });

  it("Ctrl+Space opens the whole bank at the caret; a click inserts too; nothing matching says so", async () => {
    const { user } = open();
    await screen.findByLabelText("Комментарий");
    comment().focus();
    fireEvent.keyDown(comment(), { key: " ", ctrlKey: true });
    const options = await screen.findAllByRole("option");
    expect(options).toHaveLength(3);
    await user.click(options[1] as HTMLElement);
    expect(comment().value).toBe("Раскройте тему подробнее.");
    await user.type(comment(), " /щщщ");
    expect(await screen.findByText("Нет подходящих комментариев")).toBeDefined();
  });

  it("'Сохранить в банк' saves the comment as typed to the teacher's own bank", async () => {
    const { api, user } = open();
    api.route("POST review/comments", ok(saved(4, "own", "Проверьте ввод."), 201));
    await user.type(comment(), "  Проверьте ввод. ");
    await user.click(screen.getByRole("button", { name: "Сохранить в банк" }));
    expect(await screen.findByText("Комментарий сохранён в банк")).toBeDefined();
    expect(api.callsTo("POST review/comments").map((call) => call.body)).toEqual([{ text: "Проверьте ввод." }]);
  });
});
