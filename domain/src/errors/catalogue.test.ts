import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES, loginErrorMessage, messageForStatus } from "./catalogue";
import { errorTexts } from "../api/error-body";

describe("error catalogue (SPEC §8)", () => {
  it("gives the login message for 422 and the status message otherwise", () => {
    expect(loginErrorMessage(422)).toBe("Ошибка авторизации! Неверный логин или пароль");
    expect(loginErrorMessage(500)).toBe("Произошла ошибка на стороне сервера!");
    expect(loginErrorMessage(undefined)).toBe(ERROR_MESSAGES.loginFailed);
    expect(loginErrorMessage(418)).toBe(ERROR_MESSAGES.loginFailed);
  });

  it("tells too many attempts in the server's words, never as a wrong password (issue #31)", () => {
    const wait = "Слишком много неудачных попыток входа. Повторите через 35 с";
    expect(loginErrorMessage(429, wait)).toBe(wait);
    expect(loginErrorMessage(422, wait)).toBe(ERROR_MESSAGES.loginFailed);
    expect(loginErrorMessage(429, "")).toBe(ERROR_MESSAGES.loginFailed);
  });

  it("maps statuses", () => {
    expect(messageForStatus(401)).toBe("Для выполнения данной операции требуется авторизация!");
    expect(messageForStatus(404)).toBe("Страница не найдена!");
    expect(messageForStatus(422)).toBe("Не удалось выполнить действие!");
    expect(messageForStatus(409)).toBeUndefined();
    expect(messageForStatus(0)).toBe("Нет связи с сервером. Проверьте подключение к интернету.");
    expect(loginErrorMessage(0)).toBe(ERROR_MESSAGES.network);
  });

  it("reads errors.validation first, then error.message", () => {
    expect(
      errorTexts({ error: { message: "x" }, errors: { validation: { email: ["a", "b"], phone: ["c"] } } }),
    ).toEqual(["a", "c"]);
    expect(errorTexts({ error: { message: "x" } })).toEqual(["x"]);
    expect(errorTexts({ error: { message: "x" }, errors: { validation: {} } })).toEqual(["x"]);
  });
});
