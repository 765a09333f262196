import { expect, type APIRequestContext } from "@playwright/test";
import { apiAs } from "./api";

type Settings = { actions: Record<string, unknown>; accesses: Record<string, unknown> };

/** The course settings a test changes: its switches (`actions`) and who may enter (`accesses`). */
export type SettingsChange = {
  readonly actions?: Readonly<Record<string, unknown>>;
  readonly accesses?: Readonly<Record<string, unknown>>;
};

/**
 * A demo course's settings changed and published by its owner, as the Настройки tab and
 * `Опубликовать` would: e.g. `{ accesses: { isSetMaxCount: true, maxCount: "1" } }` for one seat,
 * `{ actions: { consecutiveAppearance: true } }` for lessons that open in order.
 */
export const publishWithSettings = async (
  request: APIRequestContext,
  courseId: number | string,
  change: SettingsChange,
): Promise<void> => {
  const owner = apiAs(request, "owner@demo.ru");
  const content = (await (await owner.get(`/api/courses/${courseId}/content`)).json()) as {
    data: { version: number; course: { settings: Settings } };
  };
  const { version, course } = content.data;
  course.settings = {
    ...course.settings,
    actions: { ...course.settings.actions, ...change.actions },
    accesses: { ...course.settings.accesses, ...change.accesses },
  };
  expect((await owner.put(`/api/courses/${courseId}/content`, { version, course })).status()).toBe(200);
  expect((await owner.post(`/api/courses/${courseId}/publish`)).status()).toBe(200);
};
