import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { lastMailTo, registerStudent, type RegisteredStudent } from "./support/accounts";
import { apiAs, type Api } from "./support/api";
import { publishWithSettings } from "./support/published-course";
import { SHOTS, shot } from "./support/screens";
import { switchAccount } from "./support/switch-account";

/**
 * Issue #23: the student's side follows the course's settings and tells one story. A course of its
 * own (a copy of demo course 5: four lessons of a text and a test, plus a free task in the last one),
 * a student of its own; the owner turns `Лонгрид` on in the settings tab and publishes. The owner
 * works in the test's page, the student in a window of his own.
 */

type Answer = { answerID: string; correct: boolean };
type Block = {
  contentBlockID: string;
  content: { _tag: string; questions?: Array<{ questionID: string; answers: Answer[] }> };
};
type Lesson = { lessonID: string; lessonName: string; lessonContent: Block[]; tasks: unknown[] };
type Body = {
  moduleList: Array<{ moduleID: string; lessons: Lesson[] }>;
  settings: { actions: Record<string, boolean> };
};

const contentOf = async (owner: Api, id: string) =>
  (await (await owner.get(`/api/courses/${id}/content`)).json()) as { data: { version: number; course: Body } };

const lessonsOf = (body: Body) =>
  body.moduleList.flatMap((m) => m.lessons.map((lesson) => ({ ...lesson, moduleID: m.moduleID })));

/** The copy, with a free task in its last lesson; answers its id. */
const courseWithTask = async (owner: Api): Promise<string> => {
  const copied = await owner.post("/api/courses/5/copy");
  expect(copied.status()).toBe(201);
  const id = String(((await copied.json()) as { data: { id: number } }).data.id);
  const { data } = await contentOf(owner, id);
  const last = data.course.moduleList.at(-1)?.lessons.at(-1);
  if (last === undefined) throw new Error("course 5 has lessons");
  last.tasks = [
    {
      taskID: "task-essay",
      name: "Итоговое задание",
      taskContent: [
        {
          contentBlockID: "block-essay",
          status: "none",
          evaluation: null,
          content: { _tag: "freeTask", title: "Эссе", text: "Расскажите, что вы узнали.", files: [] },
        },
      ],
    },
  ];
  expect((await owner.put(`/api/courses/${id}/content`, { version: data.version, course: data.course })).status()).toBe(
    200,
  );
  return id;
};

const invite = async (request: APIRequestContext, owner: Api, id: string, student: RegisteredStudent) => {
  expect(
    (await owner.post(`/api/courses/${id}/invitations`, { emails: [student.email], role: "student" })).status(),
  ).toBe(201);
  const token = (await lastMailTo(request, student.email)).link?.split("/").pop() ?? "";
  expect((await student.api.post(`/api/invitations/${token}/accept`)).status()).toBe(200);
};

/** A lesson's text done and its test answered right, through the API (the lessons the test does not walk). */
const takeLesson = async (student: Api, courseId: string, lesson: Lesson & { moduleID: string }) => {
  for (const block of lesson.lessonContent) {
    if (block.content._tag === "test") {
      const answers = (block.content.questions ?? []).map((q) => ({
        questionID: q.questionID,
        answerIDList: q.answers.filter((a) => a.correct).map((a) => a.answerID),
      }));
      expect(
        (await student.post(`/api/my-courses/${courseId}/tests/${block.contentBlockID}/answers`, { answers })).status(),
      ).toBe(200);
    } else {
      const path = `/api/my-courses/${courseId}/lessons/${lesson.lessonID}/blocks/${block.contentBlockID}/complete`;
      expect((await student.post(path)).status()).toBe(200);
    }
  }
};

test.describe("the owner's course read as one page", () => {
  test.use({ as: "owner" });

  /**
   * A step per former test. The not-enrolled student comes last, in the owner's window emptied for
   * him: he reads demo course 2, which the first step does not touch.
   */
  test("Лонгрид on, from the owner's settings to the student's long page and back; a student not enrolled gets one page", async ({
    page,
    request,
    openAs,
    signIn,
  }) => {
    test.setTimeout(90_000);
    await test.step("Лонгрид on: the course opens as one page, its progress is the lesson view's, and a task on review is not a finished course", async () => {
      const owner = apiAs(request, "owner@demo.ru");
      const id = await courseWithTask(owner);
      const body = (await contentOf(owner, id)).data.course;

      // The owner turns Лонгрид on in the course's settings tab, then publishes.
      await page.goto(`/createdCourses/${id}/settings`);
      const longread = page.getByRole("switch", { name: "Лонгрид" });
      await expect(longread).not.toBeChecked();
      await longread.click();
      await expect(longread).toBeChecked();
      await expect(page.locator("[data-save-status]")).toHaveAttribute("data-save-status", "saved");
      expect((await owner.post(`/api/courses/${id}/publish`)).status()).toBe(200);
      const courseName = ((await (await owner.get(`/api/courses/${id}`)).json()) as { data: { name: string } }).data
        .name;

      const student = await registerStudent(request, "longread-story");
      await invite(request, owner, id, student);
      const learner = await openAs(student);

      // He opens the course from his list: it is one long page.
      await learner.goto("/myCourses?status=available");
      await learner.getByRole("link", { name: courseName }).click();
      await expect(learner).toHaveURL(new RegExp(`/longread/${id}$`));
      const lessons = lessonsOf(body);
      for (const lesson of lessons)
        await expect(learner.getByRole("heading", { level: 3, name: lesson.lessonName })).toBeVisible();
      await expect(learner.getByText("Пройдено уроков: 0 из 4 (0 %)")).toBeVisible();

      // Two blocks done there: the first lesson's text and its test.
      const first = learner.locator(".reading-lesson").first();
      await first.getByRole("button", { name: "Отметить как пройденное" }).click();
      await expect(first.getByText("Пройдено", { exact: true })).toBeVisible();
      await first.getByLabel("Да, могу объяснить другому").check();
      await first.getByRole("button", { name: "Ответить" }).click();
      await expect(first.getByText("Результат: 1 из 1")).toBeVisible();
      await expect(learner.getByText("Пройдено уроков: 1 из 4 (25 %)")).toBeVisible();
      await expect(first.getByText("Завершён", { exact: true })).toBeVisible();
      if (SHOTS) {
        await shot(learner, "longread-1280.png");
        await learner.setViewportSize({ width: 390, height: 844 });
        await shot(learner, "longread-390.png");
        await learner.setViewportSize({ width: 1280, height: 800 });
      }

      // The lesson view says the same: one of four lessons, the first one complete, its text done.
      await learner.getByRole("link", { name: "Уроки по отдельности" }).click();
      await expect(learner).toHaveURL(new RegExp(`/myCourses/${id}/lessons$`));
      await expect(learner.getByText("1 из 4 уроков")).toBeVisible();
      const outlineFirst = learner.locator(".outline-lesson").first();
      await expect(outlineFirst.getByText("Завершён", { exact: true })).toBeVisible();
      await outlineFirst.getByRole("link", { name: lessons[0]?.lessonName ?? "" }).click();
      await expect(learner.locator(".passage-block").first().getByText("Пройдено", { exact: true })).toBeVisible();

      // The rest through the API, then the last task sent from the long page: the course waits for the teacher.
      for (const lesson of lessons.slice(1)) await takeLesson(student.api, id, lesson);
      await learner.goto(`/longread/${id}`);
      const task = learner.locator(".passage-task", { hasText: "Эссе" });
      await task.getByLabel("Ответ", { exact: true }).fill("Я узнал, как устроены алгоритмы.");
      await task.getByRole("button", { name: "Отправить на проверку" }).click();
      await expect(task.getByText("На проверке", { exact: true })).toBeVisible();
      await expect(learner.getByText("Пройдено уроков: 3 из 4 (75 %)")).toBeVisible();
      await expect(learner.locator(".longread-progress").getByText("На проверке", { exact: true })).toBeVisible();
      await learner.goto("/myCourses?status=incomplete");
      const card = learner.locator(".my-course-card", { hasText: courseName });
      await expect(card.getByText("На проверке", { exact: true })).toBeVisible();
      await expect(card.getByText("Завершён")).toHaveCount(0);

      // The teacher accepts: `Завершён` on his list, in his statistics, on /students and in the course's statistics.
      const submissions = (await (await student.api.get(`/api/my-courses/${id}/submissions`)).json()) as {
        data: Array<{ id: number }>;
      };
      const submission = submissions.data[0]?.id;
      expect((await owner.post(`/api/submissions/${submission}/accept`, { comment: "Отлично" })).status()).toBe(200);
      await learner.goto("/myCourses?status=completed");
      await expect(
        learner.locator(".my-course-card", { hasText: courseName }).getByText("Завершён", { exact: true }),
      ).toBeVisible();
      await learner.goto("/usersStatistics");
      await expect(
        learner.getByTestId("stats-row").filter({ hasText: courseName }).getByText("Завершён", { exact: true }),
      ).toBeVisible();

      await page.goto(`/createdCourses/${id}/statistics`);
      await expect(page.getByRole("row", { name: /Пётр Тестов/ }).getByText("Завершён", { exact: true })).toBeVisible();
      await page.goto("/students");
      await page.getByLabel("Поиск").fill(student.email);
      // The search is debounced: the list narrows to him.
      await expect(page.getByRole("button", { name: "Пётр Тестов" })).toHaveCount(1);
      await page.getByRole("button", { name: "Пётр Тестов" }).click();
      const dialog = page.getByRole("dialog", { name: "Пётр Тестов" });
      await expect(dialog.locator("li", { hasText: courseName }).getByText("Завершён", { exact: true })).toBeVisible();

      // With Лонгрид off, the long page's address goes to the lesson view.
      await publishWithSettings(request, id, { actions: { longreadContent: false } });
      await learner.goto(`/longread/${id}`);
      await expect(learner).toHaveURL(new RegExp(`/myCourses/${id}/lessons$`));
    });

    await test.step("a student not enrolled gets one page with the way to the course's public page, on every student route", async () => {
      const stranger = await registerStudent(request, "not-enrolled");
      // The owner's window becomes the stranger's, as a fresh context would start (support/switch-account.ts).
      await switchAccount(page, signIn, stranger);
      for (const path of ["/myCourses/2", "/longread/2", "/check/2/lessons/1/1/1"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: "Курс недоступен" }), path).toBeVisible();
        await expect(page.getByRole("alert"), path).toHaveText("Вы не записаны на этот курс");
        await expect(page.getByRole("link", { name: "Страница курса: как записаться" }), path).toHaveAttribute(
          "href",
          "/landing/courses/2",
        );
        await expect(page.getByText("Мои работы"), path).toHaveCount(0);
      }
      if (SHOTS) {
        await page.goto("/longread/2");
        await expect(page.getByRole("heading", { level: 1, name: "Курс недоступен" })).toBeVisible();
        await shot(page, "not-enrolled-1280.png");
        await page.setViewportSize({ width: 390, height: 844 });
        await shot(page, "not-enrolled-390.png");
      }
    });
  });
});
