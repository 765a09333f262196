import { DEFAULT_REFRESH_TOKEN_TTL } from "@app/mock-server/config";
import { expect, test } from "./support/fixtures";
import { apiAs } from "./support/api";
import { shot } from "./support/screens";
import { COURSE_ONE, enrolledStudent } from "./support/enrolled-student";
import { switchAccount } from "./support/switch-account";
import { startLesson, type CourseTicks, freeTask, draftFollowsToAnotherDevice } from "./passage-drafts.steps";

/**
 * Issue #15: nothing typed or chosen is lost. (b) test ticks survive a reload and show in another
 * tab; (c) a free answer's text and attached file survive a reload, then are sent with the
 * indentation intact; (d) a task sent back for rework opens with the previous answer; (e) a
 * 12,000-character answer shows the counter and is refused. Each as a learner of its own.
 */
// One journey on one seed; each step has a new student of its own, signed in on emptied storage
// (support/switch-account.ts) after the first, so none sees another's ticks or drafts. The expired
// session comes last: it moves the server's clock past every refresh token's lifetime.
test("(b) test ticks kept in the tab and on the server; a draft outlives an expired session", async ({
  page,
  context,
  request,
  signIn,
  openAs,
  time,
}) => {
  await test.step("(b) ticks of a test are kept per question: a reload and another tab show them, then the test is finished", async () => {
    const student = await enrolledStudent(request, "ticks");
    await signIn(page, student);
    await startLesson(page, COURSE_ONE.lessonTwo);
    const quiz = page.locator(".passage-test", { hasText: "Типы данных" });
    await quiz.getByLabel("float").check();
    await quiz.getByLabel("True").check();
    await quiz.getByLabel("int").check();
    await quiz.getByLabel("int").uncheck();

    await page.reload();
    await expect(quiz.getByLabel("float")).toBeChecked();
    await expect(quiz.getByLabel("True")).toBeChecked();
    await expect(quiz.getByLabel("int")).not.toBeChecked();
    await expect(quiz.getByLabel("False")).not.toBeChecked();

    const other = await context.newPage();
    await other.goto(COURSE_ONE.lessonTwo);
    const otherQuiz = other.locator(".passage-test", { hasText: "Типы данных" });
    await expect(otherQuiz.getByLabel("float")).toBeChecked();
    await otherQuiz.getByLabel("False").check();
    // The tick made in the other tab shows here too.
    await expect(quiz.getByLabel("False")).toBeChecked();

    await quiz.getByRole("button", { name: "Ответить" }).click();
    await expect(quiz.getByText("Результат: 2 из 2")).toBeVisible();
    await expect(quiz.getByText("Верно")).toHaveCount(2);
    // This student's second tab goes before the next student signs in on the same storage.
    await other.close();
  });

  await test.step("(b) ticks reach the server per question, offline ones when the network is back: another browser, signed in afresh, finds them", async () => {
    const student = await enrolledStudent(request, "ticks-server");
    await switchAccount(page, signIn, student);
    await startLesson(page, COURSE_ONE.lessonTwo);
    const quiz = page.locator(".passage-test", { hasText: "Типы данных" });
    await quiz.getByLabel("float").check();
    // Two ticks in a row: the second is made while the first may still be on its way, and both arrive.
    await quiz.getByLabel("True").check();
    await quiz.getByLabel("False").check();
    const draftOnServer = async () => {
      const course = (await (await student.api.get("/api/my-courses/1")).json()) as CourseTicks;
      const blocks = course.data.moduleList.flatMap((m) => m.lessons.flatMap((l) => l.lessonContent));
      return blocks
        .find((b) => b.content._tag === "test" && b.content.name === "Типы данных")
        ?.draftAnswers?.map((a) => a.answerIDList.length);
    };
    await expect.poll(draftOnServer).toEqual([1, 2]);
    // A tick taken back offline goes when the network is back.
    await page.context().setOffline(true);
    await quiz.getByLabel("False").uncheck();
    await page.context().setOffline(false);
    await expect.poll(draftOnServer).toEqual([1, 1]);

    // Another browser: nothing in its storage, so the ticks can only come from the server.
    const elsewhere = await openAs(student);
    await elsewhere.goto(COURSE_ONE.lessonTwo);
    const otherQuiz = elsewhere.locator(".passage-test", { hasText: "Типы данных" });
    await expect(otherQuiz.getByLabel("float")).toBeChecked();
    await expect(otherQuiz.getByLabel("True")).toBeChecked();
    await expect(otherQuiz.getByLabel("False")).not.toBeChecked();
    await expect(otherQuiz.getByLabel("int")).not.toBeChecked();
    await otherQuiz.getByLabel("False").check();
    await otherQuiz.getByRole("button", { name: "Ответить" }).click();
    await expect(otherQuiz.getByText("Результат: 2 из 2")).toBeVisible();
  });

  await test.step("a draft outlives a session that expired: signing in again brings it back", async () => {
    const student = await enrolledStudent(request, "expired");
    // The page's clock is left real: the app keeps no clock of its own for the session (the server
    // refuses it), and a faked clock moved past 2^31 ms (24.8 days) leaves a page loaded after it blank.
    await switchAccount(page, signIn, student);
    await startLesson(page, COURSE_ONE.lessonOne);
    const draft = "Черновик до конца сессии:\n    print('ещё здесь')";
    await freeTask(page).getByLabel("Ответ").fill(draft);

    // The session expires: past the refresh token's lifetime (on the server's clock), every call and
    // every refresh is refused. Moved from a page that calls no API, so that no late call of the lesson
    // page meets the end first (its own sign-out would send the next page to /login?next=…); the
    // lesson's start may still be unsent then: the outbox keeps it for the user's next session.
    await page.goto("/contacts");
    await time.advance((DEFAULT_REFRESH_TOKEN_TTL + 1) * 1000);
    await page.goto("/usersStatistics");
    // An ended session comes back to its page after signing in (issue #31): /login?next=….
    await expect(page).toHaveURL(/\/login\?next=%2FusersStatistics$/);

    // The form, not the fixture: signing in afresh must keep the stored work, which the fixture's
    // storage would replace.
    await page.getByLabel("E-mail").fill(student.email);
    await page.getByLabel("Пароль").fill(student.password);
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(page).toHaveURL(/\/usersStatistics$/);
    await page.goto(COURSE_ONE.lessonOne);
    await expect(freeTask(page).getByLabel("Ответ")).toHaveValue(draft);
  });
});

// One journey on one seed, on lesson 1's free task; each step has a new student of its own, signed in
// on emptied storage (support/switch-account.ts) after the first, so none sees another's answer or draft.
test("(e) the answer's length limit, (c) a free answer kept over a reload and sent, (d) a rework answered, (issue #30) a draft on another device", async ({
  page,
  request,
  signIn,
  openAs,
}, info) => {
  await test.step("(e) a 12,000-character answer shows the counter over its limit and cannot be sent", async () => {
    const student = await enrolledStudent(request, "limit");
    await signIn(page, student);
    await startLesson(page, COURSE_ONE.lessonOne);
    const task = freeTask(page);
    const answer = task.getByLabel("Ответ");
    await answer.fill("а".repeat(12_000));
    await expect(answer).toHaveValue("а".repeat(12_000));
    const counter = task.getByText("12000 из 10000 символов");
    await expect(counter).toBeVisible();
    await expect(counter).toHaveClass(/is-over/);

    let posted = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/submissions")) posted += 1;
    });
    await task.getByRole("button", { name: "Отправить на проверку" }).click();
    await expect(task.getByRole("alert")).toHaveText("Не должно превышать 10000 символов");
    await expect(answer).toHaveAttribute("aria-invalid", "true");
    await counter.scrollIntoViewIfNeeded();
    await shot(page, `passage-counter-over-${info.project.name}.png`);
    expect(posted).toBe(0);

    // Shortened to the limit, it goes, once.
    await answer.fill("а".repeat(10_000));
    await expect(task.getByText("10000 из 10000 символов")).toBeVisible();
    await task.getByRole("button", { name: "Отправить на проверку" }).click();
    await expect(task.getByText("На проверке", { exact: true })).toBeVisible();
    expect(posted).toBe(1);
  });

  await test.step("(c) a free answer and its file survive a reload, then go for review with the indentation intact", async () => {
    const student = await enrolledStudent(request, "draft");
    await switchAccount(page, signIn, student);
    await startLesson(page, COURSE_ONE.lessonOne);
    const task = freeTask(page);
    const code = "def hello():\n    print('Привет, мир!')\n\nhello()";
    await task.getByLabel("Ответ").fill(code);
    await task
      .getByLabel("Прикрепить файлы")
      .setInputFiles({ name: "hello.py", mimeType: "text/x-python", buffer: Buffer.from("print('Привет, мир!')\n") });
    await expect(
      task.getByRole("list", { name: "Прикреплённые файлы" }).getByRole("button", { name: /^hello\.py/ }),
    ).toBeVisible();

    await page.reload();
    await expect(task.getByLabel("Ответ")).toHaveValue(code);
    await expect(task.getByRole("list", { name: "Прикреплённые файлы" }).getByText("hello.py")).toBeVisible();
    await task.getByRole("button", { name: "Отправить на проверку" }).click();
    await expect(page.getByText("Задание отправлено на проверку")).toBeVisible();
    await expect(task.getByText("На проверке", { exact: true })).toBeVisible();
    await expect(task.getByLabel("Ответ")).toHaveCount(0);
    await expect(task.getByRole("button", { name: "Отправить на проверку" })).toHaveCount(0);

    // The attempt shows the text as typed: the indented line keeps its four spaces.
    await task.getByText("Попытки (1)").click();
    const attempt = task.locator(".attempt").first();
    await expect(attempt.getByRole("button", { name: /^hello\.py/ })).toBeVisible();
    const shown = attempt.locator(".block-text p").first();
    await expect(shown).toHaveCSS("white-space", "pre-wrap");
    expect(await shown.evaluate((el) => el.textContent)).toBe("def hello():\n    print('Привет, мир!')");
    const submissions = (await (await student.api.get("/api/my-courses/1/submissions")).json()) as {
      data: Array<{ attempts: Array<{ text: string; files: Array<{ name: string }> }> }>;
    };
    expect(submissions.data[0]?.attempts[0]).toMatchObject({ text: code, files: [{ name: "hello.py" }] });

    // Sent: the draft is gone, a reload shows the task on review.
    await page.reload();
    await expect(freeTask(page).getByText("На проверке", { exact: true })).toBeVisible();
  });

  await test.step("(d) a task sent back for rework shows the comment, opens with the previous answer, and keeps both attempts", async () => {
    const student = await enrolledStudent(request, "rework");
    const course = (await (await student.api.get("/api/my-courses/1")).json()) as {
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
    const taskOne = course.data.moduleList[0]?.lessons[0]?.tasks.find((t) => t.name === "Первая программа");
    const block = taskOne?.taskContent.find((b) => b.content._tag === "freeTask");
    if (taskOne === undefined || block === undefined) throw new Error("course 1 has no task «Первая программа»");
    const previous = "print('Привет')\n    # отступ";
    const sent = await student.api.post(
      `/api/my-courses/1/tasks/${taskOne.taskID}/blocks/${block.contentBlockID}/submissions`,
      { text: previous },
    );
    expect(sent.status()).toBe(201);
    const submission = (await sent.json()) as { data: { id: number } };
    const teacher = apiAs(request, "teacher@demo.ru");
    expect(
      (
        await teacher.post(`/api/submissions/${submission.data.id}/rework`, {
          comment: "Добавьте восклицательный знак.",
        })
      ).status(),
    ).toBe(200);

    await switchAccount(page, signIn, student);
    await page.goto(COURSE_ONE.lessonOne);
    const task = freeTask(page);
    await expect(task.getByText("На доработке", { exact: true })).toBeVisible();
    await expect(task.getByRole("complementary", { name: "Комментарий преподавателя" })).toContainText(
      "Добавьте восклицательный знак.",
    );
    await expect(task.getByText("Ваш прошлый ответ: исправьте его и отправьте снова")).toBeVisible();
    await expect(task.getByLabel("Ответ", { exact: true })).toHaveValue(previous);
    await task.getByLabel("Ответ", { exact: true }).fill("print('Привет!')");
    await task.getByRole("button", { name: "Отправить на проверку" }).click();
    await expect(task.getByText("На проверке", { exact: true })).toBeVisible();
    await expect(task.getByText("Попытки (2)")).toBeVisible();
    await expect(task.getByText("Попытка 1")).toBeVisible();
    await expect(task.getByText("Попытка 2")).toBeVisible();
  });

  await test.step("(issue #30) a typed answer and its file follow the student to another device; the one typed later wins", () =>
    draftFollowsToAnotherDevice({ page, request, signIn, openAs }));
});
