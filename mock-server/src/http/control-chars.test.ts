import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTROL_CHARS_MESSAGE } from "@app/domain/validation/control-chars";
import { startTestServer, validationOf, type TestServer } from "../test-support/test-server";

describe("control characters are refused in every text field (issue 16 row 12)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("refuses NUL, a right-to-left override and a lone surrogate in a course name, a full name and a profile", async () => {
    const owner = await server.login("owner@demo.ru");
    for (const name of ["Курс\u0000", "Курс\u202Etxt.exe", "Курс \uD800"]) {
      const answer = await server.call("POST", "/api/courses", { name }, owner.token);
      expect(answer.status, JSON.stringify(name)).toBe(422);
      expect(validationOf(answer.body)).toEqual({ name: [CONTROL_CHARS_MESSAGE] });
    }
    expect(server.store.data.courses.some((c) => c.name.startsWith("Курс\u0000"))).toBe(false);

    const register = await server.call("POST", "/api/register", {
      email: "new@demo.ru",
      password: "secret1",
      password_confirmation: "secret1",
      phone: "79990001122",
      full_name: "Иван\u202EИванов",
    });
    expect(register.status).toBe(422);
    expect(validationOf(register.body)).toEqual({ full_name: [CONTROL_CHARS_MESSAGE] });

    const student = await server.login("student@demo.ru");
    const me = (await server.call("GET", "/api/my-profile", undefined, student.token)).body as {
      data: { profile: { id: number } };
    };
    const profile = await server.call(
      "PUT",
      `/api/profile/${me.data.profile.id}`,
      { city: "Москва\u0007" },
      student.token,
    );
    expect(validationOf(profile.body)).toEqual({ city: [CONTROL_CHARS_MESSAGE] });
  });

  it("keeps tabs, line breaks and emoji", async () => {
    const owner = await server.login("owner@demo.ru");
    const answer = await server.call("POST", "/api/courses", { name: "Курс 🎓 Python" }, owner.token);
    expect(answer.status).toBe(201);
  });
});
