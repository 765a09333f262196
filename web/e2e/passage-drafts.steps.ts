import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { Account } from "./support/signed-in";
import { expect } from "./support/fixtures";
import { shot } from "./support/screens";
import { COURSE_ONE, enrolledStudent } from "./support/enrolled-student";
import { switchAccount } from "./support/switch-account";

// The passage draft journeys' lesson start, the free task, and the draft that follows to another device.

/** The fixture `signIn` (support/fixtures.ts). */
type SignIn = (page: Page, account: Account) => Promise<void>;

export const startLesson = async (page: Page, path: string): Promise<void> => {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 3, name: "Материалы урока" })).toBeVisible();
};

/** The part of GET /api/my-courses/{id} this file reads: each lesson block's test name and saved ticks. */
export type CourseTicks = {
  data: {
    moduleList: Array<{
      lessons: Array<{
        lessonContent: Array<{
          content: { _tag: string; name?: string };
          draftAnswers: Array<{ answerIDList: string[] }> | null;
        }>;
      }>;
    }>;
  };
};

export const freeTask = (page: Page): Locator => page.locator(".passage-task", { hasText: "Привет, мир" });

/** Issue #30 in the free-answer journey: a typed answer and its file follow the student to another device. */
export const draftFollowsToAnotherDevice = async ({
  page,
  request,
  signIn,
  openAs,
}: {
  page: Page;
  request: APIRequestContext;
  signIn: SignIn;
  openAs: (account: Account | null) => Promise<Page>;
}): Promise<void> => {
  const student = await enrolledStudent(request, "answer-device");
  const draftOnServer = async () => {
    const course = (await (await student.api.get("/api/my-courses/1")).json()) as {
      data: {
        moduleList: Array<{
          lessons: Array<{
            tasks: Array<{
              taskContent: Array<{ answerDraft: { text: string; files: Array<{ name: string }> } | null }>;
            }>;
          }>;
        }>;
      };
    };
    const drafts = course.data.moduleList.flatMap((m) =>
      m.lessons.flatMap((l) => l.tasks.flatMap((t) => t.taskContent.map((b) => b.answerDraft))),
    );
    const draft = drafts.find((d) => d !== null);
    return draft === undefined || draft === null ? null : { text: draft.text, files: draft.files.map((f) => f.name) };
  };
  await switchAccount(page, signIn, student);
  await startLesson(page, COURSE_ONE.lessonOne);
  const task = freeTask(page);
  const typed = "for i in range(3):\n    print(i)";
  await task.getByLabel("Ответ").fill(typed);
  await task
    .getByLabel("Прикрепить файлы")
    .setInputFiles({ name: "loop.py", mimeType: "text/x-python", buffer: Buffer.from("print(1)\n") });
  await expect(task.getByText("Черновик сохраняется: он откроется и на другом вашем устройстве")).toBeVisible();
  // One request once typing pauses: the server holds the text and the file.
  await expect.poll(draftOnServer).toEqual({ text: typed, files: ["loop.py"] });
  await shot(page, "passage-draft-device-1280.png");

  // Another device (a phone): nothing in its storage, so the answer can only come from the server.
  const phone = await openAs(student);
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(COURSE_ONE.lessonOne);
  const phoneTask = freeTask(phone);
  await expect(phoneTask.getByLabel("Ответ")).toHaveValue(typed);
  await expect(phoneTask.getByRole("list", { name: "Прикреплённые файлы" }).getByText("loop.py")).toBeVisible();
  const later = `${typed}\nprint('готово')`;
  await phoneTask.getByLabel("Ответ").fill(later);
  await expect.poll(draftOnServer).toEqual({ text: later, files: ["loop.py"] });
  await phoneTask.getByLabel("Ответ").scrollIntoViewIfNeeded();
  await shot(phone, "passage-draft-device-390.png");

  // Back on the first device: its own draft is older than the phone's, so the phone's text shows.
  await page.reload();
  await expect(freeTask(page).getByLabel("Ответ")).toHaveValue(later);
  await freeTask(page).getByRole("button", { name: "Отправить на проверку" }).click();
  await expect(freeTask(page).getByText("На проверке", { exact: true })).toBeVisible();
  await expect.poll(draftOnServer).toBeNull();
};
