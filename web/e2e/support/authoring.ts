import type { APIRequestContext, Locator, Page } from "@playwright/test";
import * as Schema from "effect/Schema";
import { CourseContentResponse } from "@app/domain/api/authoring";
import type { CourseBody } from "@app/domain/api/course-content";
import type { ContentBlock } from "@app/domain/course/structure";
import { DEFAULT_DEBOUNCE_MS } from "../../src/lib/authoring/save-scheduler";
import { apiAs, type Api } from "./api";
import { expect, type Time } from "./fixtures";
import { DEMO_EMAILS } from "./signed-in";

/** The demo school's one unpublished draft (GUIDE §1): pristine at the start of every test, no student in it. */
export const DEMO_DRAFT_COURSE_ID = 15;

/** The owner's calls to the API, for setting a course up and reading what the server stored. */
export const ownerApi = (request: APIRequestContext): Api => apiAs(request, DEMO_EMAILS.owner);

/** A new empty course of the owner's school (POST /api/courses): for the tests that build a course from nothing. */
export const createCourse = async (request: APIRequestContext, name: string): Promise<number> => {
  const created = await ownerApi(request).post("/api/courses", { name });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
};

/** The course's draft as the server has it, and its version. */
export const storedDraft = async (api: Api, courseID: number): Promise<{ version: number; course: CourseBody }> => {
  const answer = await api.get(`/api/courses/${courseID}/content`);
  expect(answer.status()).toBe(200);
  return Schema.decodeUnknownSync(CourseContentResponse)(await answer.json()).data;
};

/** The words of a text block (undefined for another kind). */
export const textOf = (block: ContentBlock | undefined): string | undefined =>
  block?.content._tag === "text" ? block.content.text : undefined;

/** The course screen's save state: `Сохранено`, `Не сохранено`, `Сохранение…`, offline, or its errors. */
export const saveState = (page: Page): Locator =>
  page.getByRole("status").filter({ hasText: /Сохран|сохран|Нет сети|ошибк/ });

/**
 * Moves time past the autosave's pause after the last change (save-scheduler.ts) instead of waiting
 * it out: the pages' saves start. A change is noted as its input event is handled, so the pause that
 * runs out is the one after the test's last step.
 */
export const passAutosavePause = (time: Time): Promise<void> => time.advance(DEFAULT_DEBOUNCE_MS);

/** Lets the autosave run (see passAutosavePause) and waits until the page says `Сохранено`. */
export const autosaved = async (page: Page, time: Time): Promise<void> => {
  await passAutosavePause(time);
  await expect(saveState(page)).toHaveText("Сохранено");
};

/** A lesson's (or task's) own blocks, not those of its tasks. */
export const blocksOf = (lesson: Locator): Locator =>
  lesson.locator(".block-list").first().locator(":scope > .block-card");

/** Adds a block of `kind` (`Текст`, `Тест`, …) at the end of a lesson's own blocks. */
export const addBlock = async (lesson: Locator, kind: string): Promise<void> => {
  const bar = lesson.locator(".block-list").first().locator(".add-block-bar");
  await bar.getByLabel("Тип блока").selectOption({ label: kind });
  await bar.getByRole("button", { name: /Добавить блок/ }).click();
};
