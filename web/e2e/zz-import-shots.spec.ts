import { expect, test } from "./support/fixtures";
import { shot } from "./support/screens";
test.use({ as: "owner", viewport: { width: 1366, height: 900 } });
const FIXTURES = [
  "mock-server/src/import/fixtures/course-1.imscc",
  "mock-server/src/import/fixtures/grouptest.zip",
  "mock-server/src/import/fixtures/latex.imscc",
  "mock-server/src/import/moodle/fixtures/multiple_mod_types.mbz",
  "mock-server/src/import/moodle/fixtures/referencequiz.mbz",
];
test("reports", async ({ page }) => {
  await page.goto("/createdCourses");
  for (const file of FIXTURES) {
    await page.getByRole("button", { name: "Импортировать курс" }).click();
    const dialog = page.getByRole("dialog", { name: "Импорт курса" });
    await dialog.getByLabel("Выбрать файл курса").setInputFiles(`/work/main/${file}`);
    await expect(dialog.getByRole("heading", { name: /Будет импортирован курс/ })).toBeVisible();
    console.log("REPORT", file, JSON.stringify(await dialog.innerText()));
    await shot(page, `zz-import-${file.split("/").pop()}-1366.png`);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
});
