import { expect, type APIRequestContext } from "@playwright/test";
import { apiAs } from "./api";

/**
 * A new, empty draft of the demo school, made by its owner through the API (POST /api/courses): its
 * id. For the tests that need a course with nothing in it (no sections, invitations or students),
 * which the seed does not have.
 */
export const createDraftCourse = async (request: APIRequestContext, name: string): Promise<number> => {
  const response = await apiAs(request, "owner@demo.ru").post("/api/courses", { name });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
};
