import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, validationFailed } from "../../test-support/answers";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { namedApi, type NamedItem } from "./named-items";
import { NamedItemsSection } from "./named-items-section";

const GROUP = { id: 3, school_id: 1, name: "Утренняя группа", student_ids: [], created_at: "2026-03-01T09:00:00.000Z" };
const items: ReadonlyArray<NamedItem> = [{ id: 3, name: "Утренняя группа", count: 0, startDate: "2026-12-01" }];

/** A group's `Дата начала` (issue #37): typed day first, checked by the domain's rule, sent as ISO, shown in the list. */
const open = () => {
  const api = fakeApi({
    "POST groups": ok({ ...GROUP, id: 4, start_date: null }, 201),
    "PUT groups/3": ok({ ...GROUP, start_date: null }),
  });
  return {
    api,
    ...renderScreen(<NamedItemsSection kind="group" items={items} failed={false} api={namedApi("group", 1)} />, {
      as: "SCHOOL_OWNER",
    }),
  };
};

describe("the group form's start date", () => {
  it("is optional, refuses a day that does not exist in Russian, and goes out as YYYY-MM-DD", async () => {
    const { api, user } = open();
    expect(screen.getByText("Начало: 01.12.2026")).toBeTruthy();
    await user.type(screen.getByLabelText("Название группы"), "Поток");
    await user.type(screen.getByLabelText("Дата начала"), "31112026");
    expect((screen.getByLabelText("Дата начала") as HTMLInputElement).value).toBe("31.11.2026");
    await user.click(screen.getByRole("button", { name: "Создать группу" }));
    expect(await screen.findByText("Некорректная дата")).toBeTruthy();
    expect(api.callsTo("POST groups")).toHaveLength(0);

    await user.clear(screen.getByLabelText("Дата начала"));
    await user.type(screen.getByLabelText("Дата начала"), "01.12.2026");
    await user.click(screen.getByRole("button", { name: "Создать группу" }));
    await screen.findByText("Группа создана");
    expect(api.callsTo("POST groups").map((call) => call.body)).toEqual([{ name: "Поток", start_date: "2026-12-01" }]);

    await user.type(screen.getByLabelText("Название группы"), "Без даты");
    await user.click(screen.getByRole("button", { name: "Создать группу" }));
    await screen.findAllByText("Группа создана");
    expect(api.callsTo("POST groups")[1]?.body).toEqual({ name: "Без даты" });
  });

  it("a rename shows the current start; clearing it sends null; the server's 422 shows under the field", async () => {
    const { api, user } = open();
    await user.click(screen.getByRole("button", { name: "Переименовать" }));
    const list = within(screen.getByRole("list", { name: "Группы" }));
    const start = list.getByLabelText("Дата начала") as HTMLInputElement;
    expect(start.value).toBe("01.12.2026");
    api.route("PUT groups/3", validationFailed({ start_date: ["Некорректная дата"] }));
    await user.clear(start);
    await user.type(start, "01.01.2099");
    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    expect(await screen.findByText("Некорректная дата")).toBeTruthy();
    api.route("PUT groups/3", ok({ ...GROUP, start_date: null }));
    await user.clear(start);
    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    await screen.findByText("Группа переименована");
    expect(api.callsTo("PUT groups/3").map((call) => call.body)).toEqual([
      { name: "Утренняя группа", start_date: "2099-01-01" },
      { name: "Утренняя группа", start_date: null },
    ]);
    expect(list.queryByLabelText("Дата начала")).toBeNull();
  });
});
