import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { validationFailed } from "../../test-support/answers";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { DecisionForm } from "./decision-form";

/** 'Комментарий' of a decision: its check, its counter and the server's refusal. A decision made for real is checking.spec.ts. */
const open = () => renderScreen(<DecisionForm id={31} onDecided={() => undefined} />, { as: "TEACHER" });
const comment = () => screen.getByLabelText("Комментарий");

describe("the review decision", () => {
  it("'Отправить на доработку' needs a comment: 'Обязательное поле' on it, nothing sent", async () => {
    const api = fakeApi();
    const { user } = open();
    await user.type(comment(), "   ");
    await user.click(screen.getByRole("button", { name: "Отправить на доработку" }));
    expect(await screen.findByText("Обязательное поле")).toBeDefined();
    expect(comment().getAttribute("aria-invalid")).toBe("true");
    expect(api.calls).toEqual([]);
  });

  it("counts the trimmed comment against its 2000 characters, and shows the server's 422 under it", async () => {
    const api = fakeApi({ "POST submissions/31/rework": validationFailed({ comment: ["Слишком длинное значение"] }) });
    const { user } = open();
    await user.type(comment(), " Добавьте комментарии к коду и проверьте вывод. ");
    expect(screen.getByText("46 из 2000 символов")).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Отправить на доработку" }));
    expect(await screen.findByText("Слишком длинное значение")).toBeDefined();
    expect(api.callsTo("POST submissions/31/rework").map((call) => call.body)).toEqual([
      { comment: "Добавьте комментарии к коду и проверьте вывод." },
    ]);
  });
});
