import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetDomain, runCommand } from "../../lib/model/domain-store";
import { renderScreen } from "../../test-support/render-screen";
import { ConstructorDnd } from "./drag-context";
import { LessonEditor } from "./lesson-editor";
import { useCourse } from "./use-course";

const COURSE = "c1";

/** The lesson's editor as the tab shows it: it renders again with each change of the course. */
const Lesson = () => {
  const course = useCourse(COURSE);
  return course === undefined ? null : (
    <ConstructorDnd courseID={COURSE}>
      <LessonEditor course={course} lessonID="l1" readOnly={false} errors={new Map()} />
    </ConstructorDnd>
  );
};

const article = () => screen.getByRole("article", { name: "Урок «Первый урок»" });
const bar = () => article().querySelector<HTMLElement>(".add-block-bar") ?? document.body;
const addBlock = async (user: ReturnType<typeof renderScreen>["user"], kind: string) => {
  await user.selectOptions(within(bar()).getByLabelText("Тип блока"), kind);
  await user.click(within(bar()).getByRole("button", { name: /Добавить блок/ }));
};

/** After `+ Добавить блок` and `+ Добавить вопрос` the author types on in what was added (issue #29). */
describe("focus after adding to a lesson", () => {
  // The text editor's chunk, imported once before: a first import on a busy machine outlasts a wait.
  beforeAll(() => import("../../lib/rich-editor/rich-text-editor"));

  beforeEach(() => {
    resetDomain();
    const at = 1;
    runCommand({ _tag: "CreateCourse", courseID: COURSE, name: "Курс", at });
    runCommand({ _tag: "CreateModule", courseID: COURSE, moduleID: "m1", moduleName: "Раздел", at });
    runCommand({
      _tag: "CreateLesson",
      courseID: COURSE,
      moduleID: "m1",
      lessonID: "l1",
      lessonName: "Первый урок",
      is_trial: false,
      at,
    });
  });

  it("a new text block takes the caret in its text, once its editor has loaded", async () => {
    const { user } = renderScreen(<Lesson />);
    await addBlock(user, "Текст");
    const text = await within(article()).findByRole("textbox", { name: "Текст" });
    await waitFor(() => expect(document.activeElement).toBe(text));
  });

  it("a new test block takes the caret in its name", async () => {
    const { user } = renderScreen(<Lesson />);
    await addBlock(user, "Тест");
    const name = await within(article()).findByLabelText("Название теста");
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it("a new question takes the caret in its text, not the button", async () => {
    const { user } = renderScreen(<Lesson />);
    await addBlock(user, "Тест");
    const add = within(article()).getByRole("button", { name: "+ Добавить вопрос" });
    await user.click(add);
    await user.click(add);
    const second = (await within(article()).findByRole("group", { name: "Вопрос 2" })) as HTMLElement;
    const text = within(second).getByLabelText("Текст вопроса");
    await waitFor(() => expect(document.activeElement).toBe(text));
    await user.keyboard("Сколько будет 2 + 2?");
    expect((text as HTMLInputElement).value).toBe("Сколько будет 2 + 2?");
  });
});
