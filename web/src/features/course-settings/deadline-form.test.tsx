import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { DeadlineItem, ExtensionRequest } from "@app/domain/api/deadlines";
import { ApiError } from "../../lib/api/api-error";
import { renderScreen } from "../../test-support/render-screen";
import { DeadlineForm } from "./deadline-form";
import type { DatedLesson } from "./deadline-targets";
import { ExtensionForm } from "./extension-form";

const LESSONS: ReadonlyArray<DatedLesson> = [
  { lessonID: "2", position: 1, name: "Переменные", tasks: [{ taskID: "1", name: "Практика: переменные" }] },
  { lessonID: "4", position: 2, name: "Циклы", tasks: [{ taskID: "3", name: "Практика: циклы" }] },
];
const EXISTING: DeadlineItem = {
  lesson_id: "2",
  task_id: null,
  due: { kind: "relative", days: 3, time: "12:00" },
  hard: false,
};

const renderForm = (save = vi.fn((_: ReadonlyArray<DeadlineItem>) => Promise.resolve())) => {
  const view = renderScreen(
    <DeadlineForm lessons={LESSONS} items={[EXISTING]} zone="Europe/Moscow" save={save} saving={false} />,
  );
  return { ...view, save };
};

describe("Задать срок", () => {
  it("flags an empty form in Russian and saves nothing", async () => {
    const { user, save } = renderForm();
    await user.click(screen.getByRole("button", { name: "Задать срок" }));
    expect(screen.getByLabelText("Урок или задание").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText("Обязательное поле")).toHaveLength(2);
    expect(save).not.toHaveBeenCalled();
  });

  it("a fixed date and time is read in the viewer's zone and sent as an instant, hard when ticked", async () => {
    const { user, save } = renderForm();
    await user.selectOptions(screen.getByLabelText("Урок или задание"), "— Задание «Практика: циклы»");
    await user.type(screen.getByLabelText("Дата"), "2026-11-14");
    await user.click(screen.getByLabelText("Жёсткий срок: после него работу не принять"));
    await user.click(screen.getByRole("button", { name: "Задать срок" }));
    expect(save).toHaveBeenCalledWith([
      EXISTING,
      { lesson_id: "4", task_id: "3", due: { kind: "fixed", at: "2026-11-14T20:59:00.000Z" }, hard: true },
    ]);
    expect(await screen.findByText("Срок сохранён")).toBeTruthy();
  });

  it("days after enrolment go by the domain's rule (0–3650); a new date for a dated lesson replaces its old one", async () => {
    const { user, save } = renderForm();
    await user.selectOptions(screen.getByLabelText("Урок или задание"), "Урок 1. Переменные");
    await user.click(screen.getByLabelText("Через несколько дней после записи или начала группы"));
    const days = screen.getByLabelText("Дней после записи или начала группы");
    await user.clear(days);
    await user.type(days, "4000");
    await user.click(screen.getByRole("button", { name: "Задать срок" }));
    expect(screen.getByText("Укажите от 0 до 3650 дней")).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    await user.clear(days);
    await user.type(days, "7");
    await user.click(screen.getByRole("button", { name: "Задать срок" }));
    expect(save).toHaveBeenCalledWith([
      { lesson_id: "2", task_id: null, due: { kind: "relative", days: 7, time: "23:59" }, hard: false },
    ]);
  });

  it("the server's 422 is shown under its field", async () => {
    const save = vi.fn(() =>
      Promise.reject(
        new ApiError(422, {
          error: { message: "Не удалось выполнить действие!" },
          errors: { validation: { "items.1.task_id": ["Выберите значение из списка"] } },
        }),
      ),
    );
    const { user } = renderForm(save);
    await user.selectOptions(screen.getByLabelText("Урок или задание"), "— Задание «Практика: циклы»");
    await user.type(screen.getByLabelText("Дата"), "2026-11-14");
    await user.click(screen.getByRole("button", { name: "Задать срок" }));
    expect(await screen.findByText("Выберите значение из списка")).toBeTruthy();
    expect(screen.getByLabelText("Урок или задание").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("Продлить срок", () => {
  const renderExtension = () => {
    const extend = vi.fn((_: ExtensionRequest) => Promise.resolve());
    const view = renderScreen(
      <ExtensionForm
        lessons={LESSONS}
        students={[{ value: "s:5", name: "Сергей Иванов" }]}
        groups={[{ value: "g:2", name: "Вечерняя группа" }]}
        zone="Asia/Vladivostok"
        extend={extend}
        saving={false}
      />,
    );
    return { ...view, extend };
  };

  it("asks whom and until when before sending", async () => {
    const { user, extend } = renderExtension();
    await user.click(screen.getByRole("button", { name: "Продлить срок" }));
    expect(screen.getByText("Выберите ученика или группу")).toBeTruthy();
    expect(screen.getByText("Обязательное поле")).toBeTruthy();
    expect(extend).not.toHaveBeenCalled();
  });

  it("gives a student more time for one lesson, a group for the whole course", async () => {
    const { user, extend } = renderExtension();
    await user.selectOptions(screen.getByLabelText("Кому"), "Сергей Иванов");
    await user.selectOptions(screen.getByLabelText("Что продлить"), "Урок 2. Циклы");
    await user.type(screen.getByLabelText("Новый срок: дата"), "2026-11-20");
    await user.click(screen.getByRole("button", { name: "Продлить срок" }));
    expect(extend).toHaveBeenLastCalledWith({
      student_id: 5,
      group_id: null,
      lesson_id: "4",
      until: "2026-11-20T13:59:00.000Z",
    });

    await user.selectOptions(screen.getByLabelText("Кому"), "Вечерняя группа");
    await user.selectOptions(screen.getByLabelText("Что продлить"), "Весь курс");
    await user.type(screen.getByLabelText("Новый срок: дата"), "2026-12-01");
    await user.click(screen.getByRole("button", { name: "Продлить срок" }));
    expect(extend).toHaveBeenLastCalledWith({
      student_id: null,
      group_id: 2,
      lesson_id: null,
      until: "2026-12-01T13:59:00.000Z",
    });
  });
});
