import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { failed, validationFailed } from "../../test-support/answers";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { TaskAnswerForm } from "./task-answer-form";

/**
 * A free task's attachments (issue #30, row 5): an upload the server refuses says the server's reason
 * next to the field, as the page's own refusals do, never only SPEC §8's generic upload message.
 */
// The outbox (loaded with the form) takes happy-dom's stub of Web Locks for the real thing: without it, it runs unlocked.
vi.hoisted(() => Object.defineProperty(globalThis.navigator, "locks", { value: undefined, configurable: true }));

const GENERIC = "Произошла ошибка при загрузке файла!";
const PROGRAM = "Исполняемые файлы загружать нельзя";

const open = () => {
  // Without XMLHttpRequest the upload goes through fetch, where the fake server answers it.
  vi.stubGlobal("XMLHttpRequest", undefined);
  return renderScreen(<TaskAnswerForm courseID="1" lessonID="1" taskID="1" blockID="17" previous={null} />, {
    path: "/myCourses/1/lessons/1/1",
    as: "STUDENT",
  });
};
/** A program renamed .txt: its name passes the page's rule, the server reads its first bytes. */
const programAsText = () => new File(["MZ\u0090\u0000"], "отчёт.txt", { type: "text/plain" });
const fieldError = () => screen.queryByRole("alert");

describe("TaskAnswerForm: a refused attachment says why, at the field", () => {
  it("the server's reason for a program renamed .txt", async () => {
    const api = fakeApi({ "POST file": validationFailed({ file: [PROGRAM] }) });
    const { user } = open();
    await user.upload(screen.getByLabelText("Прикрепить файлы"), programAsText());
    await vi.waitFor(() => expect(fieldError()?.textContent).toBe(`отчёт.txt: ${PROGRAM}`));
    expect(screen.getByLabelText("Ответ").getAttribute("aria-describedby")).toContain(fieldError()?.id);
    expect(screen.queryByText(GENERIC)).toBeNull();
    expect(api.callsTo("POST file").length).toBe(1);
  });

  it("a failure without a reason (500) keeps SPEC §8's message", async () => {
    fakeApi({ "POST file": failed(500, "Произошла ошибка на стороне сервера!") });
    const { user } = open();
    await user.upload(screen.getByLabelText("Прикрепить файлы"), programAsText());
    await vi.waitFor(() => expect(fieldError()?.textContent).toBe(GENERIC));
  });
});

describe("TaskAnswerForm after a hard date (issue #37)", () => {
  it("`Отправить на проверку` is off, says why, and points at the date's sentence; nothing is sent", async () => {
    const api = fakeApi({});
    const { user } = renderScreen(
      <>
        <p id="due-task-1">Срок сдачи истёк 14 ноября в 23:59. Работу больше не принимают.</p>
        <TaskAnswerForm courseID="1" lessonID="1" taskID="1" blockID="17" previous={null} closedBy="due-task-1" />
      </>,
      { path: "/myCourses/1/lessons/1/1", as: "STUDENT" },
    );
    const send = screen.getByRole("button", { name: "Отправить на проверку" });
    expect(send).toHaveProperty("disabled", true);
    const reasons = (send.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id));
    expect(reasons.map((p) => p?.textContent)).toEqual([
      "Срок сдачи истёк 14 ноября в 23:59. Работу больше не принимают.",
      "Отправить работу нельзя: срок сдачи истёк. Чтобы сдать её, попросите преподавателя продлить срок.",
    ]);
    await user.type(screen.getByLabelText("Ответ"), "Ответ после срока{Enter}");
    expect(api.callsTo("POST my-courses/1/tasks/1/blocks/17/submissions")).toHaveLength(0);
  });
});
