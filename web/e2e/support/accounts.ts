import { expect, type APIRequestContext } from "@playwright/test";
import { apiAs, type Api } from "./api";

let counter = 0;

/** A unique e-mail per call: a test may register several people, and an e-mail registers once. */
export const uniqueEmail = (prefix: string): string =>
  `${prefix}-${Date.now().toString(36)}-${process.pid}-${(counter += 1)}@example.ru`;

/** A student registered by a test: his credentials, and `api` to call the API as him (see `apiAs`). */
export type RegisteredStudent = { email: string; password: string; userId: number; api: Api };

/** Registers a new student through the API; his `api` starts from the registration's access token. */
export const registerStudent = async (
  request: APIRequestContext,
  prefix: string,
  password = "secret1",
): Promise<RegisteredStudent> => {
  const email = uniqueEmail(prefix);
  const response = await request.post("/api/register", {
    data: { email, password, password_confirmation: password, phone: "79161230000", full_name: "Пётр Тестов" },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as {
    data: { user_id: number; tokens: { token: string; refresh_token: string } };
  };
  const { token, refresh_token: refresh } = body.data.tokens;
  return { email, password, userId: body.data.user_id, api: apiAs(request, email, password, { token, refresh }) };
};

/** The newest dev-outbox message sent to `to`. */
export const lastMailTo = async (request: APIRequestContext, to: string) => {
  const response = await request.get("/api/dev/outbox");
  const body = (await response.json()) as { data: Array<{ to: string; link: string | null; kind: string }> };
  const message = body.data.find((m) => m.to === to);
  expect(message, `a message to ${to}`).toBeDefined();
  if (message === undefined) throw new Error(`no message to ${to}`);
  return message;
};
