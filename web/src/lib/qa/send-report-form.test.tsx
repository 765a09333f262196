import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, validationFailed } from "../../test-support/answers";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { SendReportForm } from "./send-report-form";

/** A one-entry log: the server gets its private text, byte for byte what a download saves. */
const entries = [{ v: 2, seq: 1, at: 0, event: { _tag: "SessionIdentified", role: "STUDENT", allRoles: ["student"] } }];
const summary = (id: number) => ({
  id,
  description: "Не сохраняется ответ",
  page: "/",
  created_at: "2026-11-27T08:00:00.000Z",
  author: { id: 5, name: "Сергей Иванов", role: "STUDENT" },
  events: 1,
});

describe("`Отправить отчёт` (issue #33 part 7)", () => {
  it("sends the log's private text with the trimmed description in one click, and says which report it made", async () => {
    const api = fakeApi({ "POST bug-reports": ok(summary(12), 201) });
    const { user } = renderScreen(<SendReportForm entries={() => entries} privacy={{ names: false }} />, {
      as: "STUDENT",
    });
    await user.type(await screen.findByLabelText("Что пошло не так"), "  Не сохраняется ответ ");
    await user.click(screen.getByRole("button", { name: "Отправить отчёт" }));
    expect(await screen.findByText("Отправлен отчёт №12. Спасибо!")).toBeTruthy();
    const [call] = api.callsTo("POST bug-reports");
    const body = call?.body as { description: string; log: string; page: string };
    expect(body.description).toBe("Не сохраняется ответ");
    expect(JSON.parse(body.log)).toEqual(entries);
    expect(body.page).toBe("/");
    expect((screen.getByLabelText("Что пошло не так") as HTMLInputElement).value).toBe("");
  });

  it("shows the server's refusal in place", async () => {
    fakeApi({ "POST bug-reports": validationFailed({ log: ["Файл не читается как JSON: он оборван или испорчен."] }) });
    const { user } = renderScreen(<SendReportForm entries={() => entries} privacy={{ names: false }} />, {
      as: "STUDENT",
    });
    await user.click(await screen.findByRole("button", { name: "Отправить отчёт" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Отчёт не отправлен: Файл не читается как JSON: он оборван или испорчен.",
    );
  });

  it("is not offered signed out: there is no one to send it as", () => {
    fakeApi();
    renderScreen(<SendReportForm entries={() => entries} privacy={{ names: false }} />);
    expect(screen.queryByRole("button", { name: "Отправить отчёт" })).toBeNull();
  });
});
