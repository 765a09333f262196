import type { Page } from "@playwright/test";
import { expect, test, type Time } from "./support/fixtures";
import { lastMailTo, uniqueEmail } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { enrolledStudent } from "./support/enrolled-student";
import { expectModalClosed } from "./support/modal-closing";
import { shot } from "./support/screens";

// The demo school has 7 students, among them Сергей Иванов (student@demo.ru) and Анна Петрова; 10 rows a page.

/** The pause the search box waits after the last key before it asks the server (students-tab.tsx). */
const SEARCH_DELAY_MS = 300;

const rows = (page: Page) => page.getByTestId("student-row");

const openStudents = async (page: Page) => {
  await page.goto("/students");
  await expect(page.getByRole("heading", { level: 1, name: "Ученики" })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
};

/** Types into 'Поиск' and moves time over its pause instead of waiting it out. */
const search = async (page: Page, time: Time, text: string) => {
  await page.getByLabel("Поиск").fill(text);
  await time.advance(SEARCH_DELAY_MS);
};

test.describe("the owner", () => {
  test.use({ as: "owner" });

  // One journey on one seed, on one page load. The four students the first step adds stay for the
  // others: the group step finds Анна Петрова by her e-mail and filters by its own new group, and the
  // invitation goes to a new address, so neither depends on how many students there are.
  test("the owner's students: pages, search and a student's courses; a group; an invitation", async ({
    page,
    request,
    time,
  }, info) => {
    await time.install(page);

    await test.step("the owner turns the list's pages, narrows it by search and opens a student's courses", async () => {
      // Four more students make 11: two pages.
      await Promise.all([1, 2, 3, 4].map(() => enrolledStudent(request, "students-paging")));
      await openStudents(page);
      await expect(page.getByText("Найдено 11 учеников")).toBeVisible();
      await expect(rows(page)).toHaveCount(10);
      await shot(page, `students-${info.project.name}.png`, { fullPage: true });
      // With its pager: the demo school alone has one page.
      await expectNoSeriousViolations(page);

      const first = await rows(page).first().textContent();
      await expect(page.getByText("Страница 1 из 2", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Назад" })).toBeDisabled();
      await page.getByRole("button", { name: "Вперёд" }).click();
      await expect(page.getByText("Страница 2 из 2", { exact: true })).toBeVisible();
      await expect(rows(page)).toHaveCount(1);
      await expect(page.getByRole("button", { name: "Вперёд" })).toBeDisabled();
      await page.getByRole("button", { name: "Назад" }).click();
      await expect(page.getByText("Страница 1 из 2", { exact: true })).toBeVisible();
      await expect(rows(page).first()).toHaveText(first ?? "");

      await search(page, time, "петрова");
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page).first()).toContainText("anna.petrova@demo.ru");
      await search(page, time, "student@demo");
      await expect(rows(page)).toHaveCount(1);
      await rows(page).first().getByRole("button", { name: "Сергей Иванов" }).click();
      const dialog = page.getByRole("dialog", { name: "Сергей Иванов" });
      // The seed's progress: one course sent back for rework, one completed.
      await expect(dialog.getByRole("progressbar", { name: "Прогресс по курсу «Основы Python»" })).toHaveAttribute(
        "value",
        "0",
      );
      await expect(
        dialog.getByRole("progressbar", { name: "Прогресс по курсу «Алгоритмы и структуры данных»" }),
      ).toHaveAttribute("value", "100");
      await expect(dialog.getByText("Завершён")).toBeVisible();
      await shot(page, `student-details-${info.project.name}.png`);
      await expectNoSeriousViolations(page, "[role=dialog]");
      await page.keyboard.press("Escape");
      await expectModalClosed(dialog, time);

      await search(page, time, "нет-такого-ученика");
      await expect(page.getByText("Учеников не найдено")).toBeVisible();
    });

    await test.step("a group is created, named uniquely, and gets a selected student", async () => {
      const name = "Группа выходного дня";
      // On the list the step before left open.
      await page.getByRole("tab", { name: "Группы" }).click();
      const create = page.getByRole("button", { name: "Создать группу" });
      await create.click();
      await expect(page.getByText("Обязательное поле")).toBeVisible();
      await page.getByLabel("Название группы").fill("утренняя группа");
      await create.click();
      await expect(page.getByText("Группа с таким названием уже есть")).toBeVisible();
      await page.getByLabel("Название группы").fill(name);
      await create.click();
      await expect(page.getByText("Группа создана")).toBeVisible();
      const groups = page.getByRole("list", { name: "Группы" });
      await expect(groups.getByText(name)).toBeVisible();
      await shot(page, `groups-${info.project.name}.png`);
      await expectNoSeriousViolations(page);

      await page.getByRole("tab", { name: "Ученики" }).click();
      await search(page, time, "anna.petrova");
      await expect(rows(page)).toHaveCount(1);
      await page.getByRole("checkbox", { name: "Выбрать: Анна Петрова" }).check();
      await page.getByLabel("Добавить в группу").selectOption({ label: name });
      await page.getByRole("button", { name: "Добавить", exact: true }).click();
      await expect(page.getByText(`Ученики добавлены в группу «${name}»`)).toBeVisible();
      await expect(rows(page).first().getByText(name)).toBeVisible();

      await search(page, time, "");
      await page.getByLabel("Группа", { exact: true }).selectOption({ label: name });
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page).first()).toContainText("anna.petrova@demo.ru");
    });

    await test.step("'Пригласить ученика' sends an invitation to one of the caller's courses", async () => {
      const email = uniqueEmail("invited");
      // On the list the step before left open (filtered by the new group).
      await page.getByRole("button", { name: "Пригласить ученика" }).click();
      const dialog = page.getByRole("dialog", { name: "Пригласить ученика" });
      // The form's checks are invite-student-modal.test.tsx's; here the dialog showing them is checked by axe.
      await dialog.getByRole("button", { name: "Пригласить" }).click();
      await expect(dialog.getByText("Обязательное поле")).toHaveCount(2);
      await expectNoSeriousViolations(page, "[role=dialog]");
      await dialog.getByLabel("E-mail").fill(email);
      await dialog.getByLabel("Курс").selectOption({ label: "SQL для аналитиков" });
      await dialog.getByRole("button", { name: "Пригласить" }).click();
      await expect(page.getByText(`Приглашение отправлено на ${email}`)).toBeVisible();
      await expectModalClosed(dialog, time);
      expect((await lastMailTo(request, email)).kind).toBe("invitation");
    });
  });
});

test.describe("an assigned teacher", () => {
  test.use({ as: "teacher" });

  test("a teacher sees the students list only", async ({ page }) => {
    await openStudents(page);
    await expect(page.getByRole("tab")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Пригласить ученика" })).toHaveCount(0);
    await expect(page.getByRole("checkbox")).toHaveCount(0);
  });
});
