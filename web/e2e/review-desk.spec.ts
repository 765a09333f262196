import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { lastMailTo, registerStudent, type RegisteredStudent } from "./support/accounts";
import { apiAs, type Api } from "./support/api";
import { autosaved, storedDraft } from "./support/authoring";
import { COURSE_ONE } from "./support/enrolled-student";
import { shot } from "./support/screens";

/**
 * Issue #34 "Done when", one journey: ten works of five new students across two courses wait in the
 * teacher's queue (course 1 "Основы Python", its free task «Привет, мир»; course 4 "SQL для
 * аналитиков", given a free task whose rubric the author sets in the constructor). The teacher goes
 * through all ten with the keyboard only: J opens the oldest, A accepts, digits tick criteria, R and
 * `/` put a saved comment, Tab and Space attach a file, Ctrl+Enter sends back. A colleague opening
 * the work he holds sees the lock and is refused. The student sent back answers the comment and gets
 * the file; the teacher reads the answer; the student whose rubric was ticked sees the criteria met.
 * The rules (limits, sums, placeholders, access) are unit, component, route and Pact tests.
 */
const SAVED = "{имя}, посмотрите пример решения в файле и выведите приветствие с восклицательным знаком.";
const FILLED = "Пётр, посмотрите пример решения в файле и выведите приветствие с восклицательным знаком.";
const ANSWER = "Спасибо! А пробел перед «!» нужен?";
const CRITERIA = [
  ["Запрос выбирает нужные столбцы", "5"],
  ["Условие WHERE верно", "3"],
  ["Есть пояснение", "2"],
] as const;
const SQL_TASK = "Запрос к таблице заказов";

type Work = { readonly course: number; readonly task: string; readonly block: string };

/** The first free task of `course` as its student sees it. */
const freeTaskOf = async (student: Api, course: number, name: string): Promise<Work> => {
  const body = (await (await student.get(`/api/my-courses/${course}`)).json()) as {
    data: {
      moduleList: Array<{
        lessons: Array<{
          tasks: Array<{
            taskID: string;
            name: string;
            taskContent: Array<{ contentBlockID: string; content: { _tag: string } }>;
          }>;
        }>;
      }>;
    };
  };
  const task = body.data.moduleList.flatMap((m) => m.lessons.flatMap((l) => l.tasks)).find((t) => t.name === name);
  const block = task?.taskContent.find((b) => b.content._tag === "freeTask");
  if (task === undefined || block === undefined) throw new Error(`course ${course} has the free task «${name}»`);
  return { course, task: task.taskID, block: block.contentBlockID };
};

/** Course 4 with a free task (no rubric yet) in its first lesson, published; answers that lesson's student address. */
const courseFourWithTask = async (owner: Api): Promise<string> => {
  const { version, course } = await storedDraft(owner, 4);
  const section = course.moduleList[0];
  const lesson = section?.lessons[0];
  if (section === undefined || lesson === undefined) throw new Error("course 4 has a lesson");
  const task = {
    taskID: "task-sql-orders",
    name: SQL_TASK,
    taskContent: [
      {
        contentBlockID: "block-sql-orders",
        status: "none",
        evaluation: null,
        content: { _tag: "freeTask", title: "Заказы", text: "Выберите заказы дороже 1000 ₽.", files: [] },
      },
    ],
  };
  const moduleList = course.moduleList.map((m, i) =>
    i !== 0 ? m : { ...m, lessons: m.lessons.map((l, j) => (j !== 0 ? l : { ...l, tasks: [...l.tasks, task] })) },
  );
  expect((await owner.put("/api/courses/4/content", { version, course: { ...course, moduleList } })).status()).toBe(
    200,
  );
  expect((await owner.post("/api/courses/4/publish")).status()).toBe(200);
  return `/myCourses/4/lessons/${section.moduleID}/${lesson.lessonID}`;
};

/** A new student in course 1 (self-enrolment) and course 4 (the owner's invitation). */
const studentOfBoth = async (request: Parameters<typeof registerStudent>[0], owner: Api, prefix: string) => {
  const student = await registerStudent(request, prefix);
  expect((await student.api.post("/api/courses/1/enrolments")).status()).toBeLessThan(300);
  expect((await owner.post("/api/courses/4/invitations", { emails: [student.email], role: "student" })).status()).toBe(
    201,
  );
  const token = (await lastMailTo(request, student.email)).link?.split("/").pop() ?? "";
  expect((await student.api.post(`/api/invitations/${token}/accept`)).status()).toBe(200);
  return student;
};

const send = async (student: RegisteredStudent, work: Work, text: string): Promise<void> => {
  const path = `/api/my-courses/${work.course}/tasks/${work.task}/blocks/${work.block}/submissions`;
  expect((await student.api.post(path, { text })).status()).toBe(201);
};

/** Tab (never the mouse) until `target` has the focus. */
const tabTo = async (page: Page, target: Locator): Promise<void> => {
  for (let presses = 0; presses < 15; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, "reached with Tab").toBeFocused();
};

const position = (page: Page, text: string) => page.getByText(text, { exact: true });

test.use({ as: "owner" });

test("a teacher reviews ten works of two courses by keyboard, with a saved comment, a rubric and a file; a colleague meets the lock; the student answers", async ({
  page: author,
  request,
  openAs,
  time,
}) => {
  test.slow(); // one person's hour at the desk: some sixty steps in four windows
  const owner = apiAs(request, "owner@demo.ru");
  const sqlLesson = await courseFourWithTask(owner);

  // The author gives the new task its rubric in the constructor and publishes.
  await time.install(author);
  await author.setViewportSize({ width: 1366, height: 900 });
  await author.goto("/createdCourses/4/constructor");
  const rubric = author.getByRole("region", { name: `Задание «${SQL_TASK}»` }).getByRole("group", {
    name: "Критерии оценки",
  });
  for (const [index, [title, points]] of CRITERIA.entries()) {
    await rubric.getByRole("button", { name: "Добавить критерий" }).click();
    await rubric.getByLabel(`Критерий ${index + 1}: что должно быть в работе`).fill(title);
    await rubric.getByLabel(`Баллы за критерий ${index + 1}`).fill(points);
  }
  await expect(rubric.getByText("Всего баллов: 10")).toBeVisible();
  await autosaved(author, time);
  await shot(author, "review-desk-rubric-constructor-1366.png");
  await author.getByRole("button", { name: "Опубликовать" }).click();
  await expect(author.getByText("Курс опубликован")).toBeVisible();

  // Five new students, each with one work in each course, oldest first: 1·Python, 1·SQL, 2·Python, …
  const students: RegisteredStudent[] = [];
  for (const n of [1, 2, 3, 4, 5]) students.push(await studentOfBoth(request, owner, `desk-${n}`));
  const python = await freeTaskOf(students[0]!.api, 1, "Первая программа");
  const sql = await freeTaskOf(students[0]!.api, 4, SQL_TASK);
  for (const student of students) {
    await send(student, python, 'print("Привет, мир")');
    await send(student, sql, "SELECT id, total FROM orders WHERE total > 1000;");
  }
  const group = await owner.post("/api/groups", { name: "Поток очереди", student_ids: students.map((s) => s.userId) });
  expect(group.status()).toBe(201);
  const groupId = ((await group.json()) as { data: { id: number } }).data.id;
  const teacherApi = apiAs(request, "teacher@demo.ru");
  expect((await teacherApi.post("/api/review/comments", { text: SAVED })).status()).toBe(201);

  // The teacher's desk, narrowed to this group by its address: ten works of two courses.
  const desk = await openAs("teacher");
  await desk.setViewportSize({ width: 1366, height: 900 });
  await desk.goto(`/availableCourses/queue?group=${groupId}`);
  await expect(desk.getByRole("heading", { level: 2, name: "10 работ" })).toBeVisible();
  await shot(desk, "review-desk-queue-1366.png", { fullPage: true });

  // Keyboard only from here. 1 of 10, course 1: A accepts, and the next opens by itself.
  await desk.keyboard.press("j");
  await expect(position(desk, "1 из 10")).toBeVisible();
  await desk.keyboard.press("a");
  await expect(desk.getByText("Работа принята")).toBeVisible();

  // 1 of 9, course 4: its rubric; 1 and 3 tick two criteria, A accepts with them.
  await expect(position(desk, "1 из 9")).toBeVisible();
  const checklist = desk.getByRole("group", { name: "Критерии оценки" });
  await expect(checklist.getByText("Баллы: 0 из 10")).toBeVisible();
  await desk.keyboard.press("1");
  await desk.keyboard.press("3");
  await expect(checklist.getByText("Баллы: 7 из 10")).toBeVisible();
  await shot(desk, "review-desk-rubric-work-1366.png", { fullPage: true });
  await desk.keyboard.press("a");

  // 1 of 8, the second student's Python work: R, the saved comment by `/`, a file by Tab and Space, Ctrl+Enter.
  await expect(position(desk, "1 из 8")).toBeVisible();
  await desk.keyboard.press("r");
  const comment = desk.getByLabel("Комментарий", { exact: true });
  await expect(comment).toBeFocused();
  await desk.keyboard.type("/посм");
  const suggestions = desk.getByRole("listbox", { name: "Банк комментариев" });
  await expect(suggestions.getByRole("option", { selected: true })).toHaveText(FILLED);
  await shot(desk, "review-desk-bank-suggest-1366.png", { fullPage: true });
  await desk.keyboard.press("Enter");
  await expect(comment).toHaveValue(FILLED);
  await tabTo(desk, desk.getByLabel("Прикрепить файл"));
  // The chooser opens at the press: a wait without a limit would hold a failure for the test's 3 minutes
  // and show the page as it was then, not at the press.
  const chooser = desk.waitForEvent("filechooser", { timeout: 10_000 });
  await desk.keyboard.press("Space");
  await (
    await chooser
  ).setFiles({ name: "пример.py", mimeType: "text/plain", buffer: Buffer.from('print("Привет, мир!")\n') });
  await expect(desk.getByRole("list", { name: "Файлы к отзыву" })).toContainText("пример.py");
  await desk.keyboard.press("c");
  await expect(comment).toBeFocused();
  await desk.keyboard.press("Control+Enter");
  await expect(desk.getByText("Работа отправлена на доработку")).toBeVisible();

  // 1 of 7: a colleague opens the work the teacher holds; he sees who, and his A is refused.
  await expect(position(desk, "1 из 7")).toBeVisible();
  const colleague = await openAs("manager");
  await colleague.goto(desk.url());
  await expect(colleague.getByText("Проверяет Татьяна Васильева")).toBeVisible();
  await colleague.keyboard.press("a");
  await expect(colleague.getByText("Проверяет Татьяна Васильева").last()).toBeVisible();
  await expect(colleague.locator(".check-panel-header")).toContainText("На проверке");
  await colleague.context().close();

  // The other seven: A each, the next on screen after every decision; then the queue is empty.
  for (let left = 7; left >= 1; left--) {
    await expect(position(desk, `1 из ${left}`)).toBeVisible();
    await desk.keyboard.press("a");
  }
  await expect(desk.getByText("Работ, ждущих проверки, нет.")).toBeVisible();

  // The student sent back sees the comment and the file at his task, downloads it and answers.
  const learner = await openAs(students[1]!);
  await learner.goto(COURSE_ONE.lessonOne);
  const feedback = learner
    .locator(".passage-task", { hasText: "Привет, мир" })
    .getByRole("complementary", { name: "Комментарий преподавателя" });
  await expect(feedback).toContainText(FILLED);
  const download = learner.waitForEvent("download");
  await feedback.getByRole("button", { name: /пример\.py/ }).click();
  expect((await download).suggestedFilename()).toBe("пример.py");
  await feedback.getByRole("button", { name: "Ответить" }).click();
  await feedback.getByLabel("Ваш ответ преподавателю").fill(ANSWER);
  await feedback.getByRole("button", { name: "Отправить ответ" }).click();
  await expect(learner.getByText("Ответ отправлен преподавателю")).toBeVisible();
  await expect(feedback.getByText(ANSWER)).toBeVisible();
  await shot(learner, "review-desk-student-answer-1366.png", { fullPage: true });

  // The teacher reads the answer in the work's history: the works sent back, J, the history.
  await desk.goto(`/availableCourses/queue?group=${groupId}&status=needsWork`);
  await expect(desk.getByRole("heading", { level: 2, name: "1 работа" })).toBeVisible();
  await desk.keyboard.press("j");
  const history = desk.getByRole("region", { name: "История попыток" });
  await expect(history.locator(".check-feedback").first()).toContainText(FILLED);
  await expect(history.locator(".check-reply")).toContainText(ANSWER);
  await expect(history.getByText("пример.py")).toBeVisible();

  // The first student sees which criteria of his SQL work were met, and the points.
  const ticked = await openAs(students[0]!);
  await ticked.goto(sqlLesson);
  const marks = ticked.locator(".passage-task", { hasText: "Заказы" }).locator(".rubric-marks").first();
  await expect(marks).toContainText("Баллы: 7 из 10");
  await expect(marks.locator(".rubric-mark.is-met")).toHaveText([/нужные столбцы/, /пояснение/]);
  await shot(ticked, "review-desk-student-rubric-1366.png", { fullPage: true });
});
