import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { COURSE_ONE, enrolledStudent } from "./support/enrolled-student";

/**
 * Issue #15: (f) the student downloads his own attached file (a private upload, which a bare link
 * would ask for without the token: 401), before and after sending it; (g) a 60 MB file, an empty
 * one and a program are refused before any upload request, each saying which limit.
 */
const startLessonOne = async (page: Page): Promise<void> => {
  await page.goto(COURSE_ONE.lessonOne);
  await expect(page.getByRole("heading", { level: 3, name: "Материалы урока" })).toBeVisible();
};

// One journey on one seed, one new student and one page load: (g)'s refused files leave the task as it
// was (nothing uploaded, nothing attached), so (f) attaches and sends on the same form after it.
test("(g) files over the limits are refused before any upload, then (f) the student downloads his own attached file", async ({
  page,
  request,
  signIn,
}) => {
  const student = await enrolledStudent(request, "files");
  await signIn(page, student);
  await startLessonOne(page);
  const task = page.locator(".passage-task", { hasText: "Привет, мир" });

  await test.step("(g) a 60 MB file, an empty file and a program are refused before any upload request", async () => {
    let uploads = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/file")) uploads += 1;
    });

    // A sparse 60 MB file and an empty one, in a folder removed however the test ends.
    const dir = mkdtempSync(path.join(tmpdir(), "upload-limits-"));
    try {
      const big = path.join(dir, "лекция.mp4");
      writeFileSync(big, "");
      truncateSync(big, 60 * 1024 * 1024);
      await task.getByLabel("Прикрепить файлы").setInputFiles(big);
      await expect(task.getByRole("alert")).toHaveText("лекция.mp4: Файл больше 50 МБ");

      const empty = path.join(dir, "пусто.txt");
      writeFileSync(empty, "");
      await task.getByLabel("Прикрепить файлы").setInputFiles(empty);
      await expect(task.getByRole("alert")).toHaveText("пусто.txt: Файл пустой");

      await task
        .getByLabel("Прикрепить файлы")
        .setInputFiles({ name: "setup.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
      await expect(task.getByRole("alert")).toHaveText("setup.exe: Исполняемые файлы загружать нельзя");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    expect(uploads).toBe(0);
    await expect(task.getByRole("list", { name: "Прикреплённые файлы" })).toHaveCount(0);
  });

  await test.step("(f) the student downloads his own attached file, in the form and in Попытки", async () => {
    const bytes = "print('Привет, мир!')\n";
    await task
      .getByLabel("Прикрепить файлы")
      .setInputFiles({ name: "привет.py", mimeType: "text/x-python", buffer: Buffer.from(bytes) });
    const attached = task
      .getByRole("list", { name: "Прикреплённые файлы" })
      .getByRole("button", { name: /^привет\.py/ });
    await expect(attached).toBeVisible();

    const [fromForm] = await Promise.all([page.waitForEvent("download"), attached.click()]);
    expect(fromForm.suggestedFilename()).toBe("привет.py");
    expect(readFileSync(await fromForm.path(), "utf8")).toBe(bytes);

    await task.getByRole("button", { name: "Отправить на проверку" }).click();
    await expect(task.getByText("На проверке", { exact: true })).toBeVisible();
    await task.getByText("Попытки (1)").click();
    const inAttempt = task.locator(".attempt").getByRole("button", { name: /^привет\.py/ });
    const [fromAttempts] = await Promise.all([page.waitForEvent("download"), inAttempt.click()]);
    expect(readFileSync(await fromAttempts.path(), "utf8")).toBe(bytes);

    // The file is private: without the token the server refuses it, so no bare link may point at it.
    const submissions = (await (await student.api.get("/api/my-courses/1/submissions")).json()) as {
      data: Array<{ attempts: Array<{ files: Array<{ url: string }> }> }>;
    };
    const url = submissions.data[0]?.attempts[0]?.files[0]?.url ?? "";
    expect((await request.get(url)).status()).toBe(401);
    await expect(task.locator(`a[href="${url}"]`)).toHaveCount(0);
  });
});
