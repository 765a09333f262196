import { expect, type APIRequestContext } from "@playwright/test";
import { apiAs } from "./api";

type Body = { general: { name: { value: string } }; additional: { price: { value: string } }; settings: { accesses: Record<string, unknown>; actions: Record<string, unknown> } };

export type CourseTweaks = { readonly price?: string; readonly accesses?: Readonly<Record<string, unknown>> };

/**
 * A published course of the demo school for one test: the owner exports 'Основы Python', imports it
 * under a new name with the given price and access settings, and publishes it. Tests that change who
 * may get in never touch the shared demo courses.
 */
export const publishedCopy = async (request: APIRequestContext, name: string, tweaks: CourseTweaks = {}): Promise<number> => {
  const owner = apiAs(request, "owner@demo.ru");
  const exported = (await (await owner.get("/api/courses/1/export")).json()) as { course: Body };
  const course = exported.course;
  course.general.name.value = name;
  course.additional.price.value = tweaks.price ?? "0";
  course.settings.accesses = { ...course.settings.accesses, link: "", ...tweaks.accesses };
  const imported = await owner.post("/api/courses/import", { ...exported, course });
  expect(imported.status()).toBe(201);
  const id = ((await imported.json()) as { data: { course_id: number } }).data.course_id;
  expect((await owner.post(`/api/courses/${id}/publish`)).status()).toBe(200);
  return id;
};
