import { describe, expect, it } from "vitest";
import { MatchersV3 } from "@pact-foundation/pact";
import { isApiError } from "@app/web/lib/api/api-error";
import { catalogueApi } from "@app/web/lib/api/catalogue-api";
import { createPact } from "../support/pact-setup";
import { webClient } from "../support/web-client";
import { errorBody } from "../support/error-bodies";

const { like, eachLike, integer } = MatchersV3;
const category = { id: integer(2), name: like("Дизайн") };
const course = {
  id: integer(5),
  name: like("UX/UI-дизайн интерфейсов"),
  summary: like("Исследования, прототипы и дизайн-системы в Figma."),
  category,
  price: like("12900"),
  old_price: like("15900"),
  cover: null,
  school: { id: integer(1), name: like("Демо-школа") },
  lessons_count: integer(30),
  students_count: integer(176),
};
const school = {
  id: integer(1),
  name: like("Демо-школа"),
  kind: like("school"),
  description: like("Онлайн-школа"),
  logo: null,
  courses_count: integer(14),
};
const meta = { page: integer(1), per_page: integer(6), total: integer(17) };

describe("public catalogue contract", () => {
  it("courses, categories, schools and a school's page need no token", async () => {
    const pact = createPact();
    pact
      .given("the demo catalogue is published")
      .uponReceiving("a catalogue page")
      .withRequest({ method: "GET", path: "/api/catalogue/courses", query: { page: "1", per_page: "6" } })
      .willRespondWith({ status: 200, body: { data: eachLike(course), meta } });
    pact
      .given("the demo catalogue is published")
      .uponReceiving("the catalogue's categories")
      .withRequest({ method: "GET", path: "/api/catalogue/categories" })
      .willRespondWith({ status: 200, body: { data: eachLike(category) } });
    pact
      .given("the demo catalogue is published")
      .uponReceiving("the schools and authors")
      .withRequest({ method: "GET", path: "/api/schools", query: { page: "1", per_page: "12" } })
      .willRespondWith({
        status: 200,
        body: { data: eachLike(school), meta: { ...meta, per_page: integer(12), total: integer(3) } },
      });
    pact
      .given("the demo catalogue is published")
      .uponReceiving("a school's page")
      .withRequest({ method: "GET", path: "/api/schools/1" })
      .willRespondWith({ status: 200, body: { data: { school, courses: eachLike(course) } } });
    pact
      .given("the demo catalogue is published")
      .uponReceiving("an unknown school's page")
      .withRequest({ method: "GET", path: "/api/schools/999" })
      .willRespondWith({ status: 404, body: errorBody("Страница не найдена!") });
    await pact.executeTest(async (server) => {
      const api = catalogueApi(webClient(server.url).client);
      expect((await api.courses({ page: 1, perPage: 6 })).data[0]?.name).toBe("UX/UI-дизайн интерфейсов");
      expect((await api.categories())[0]?.name).toBe("Дизайн");
      expect((await api.schools({ page: 1, perPage: 12 })).meta.total).toBe(3);
      expect((await api.school(1)).courses.length).toBeGreaterThan(0);
      const missing: unknown = await api.school(999).catch((e: unknown) => e);
      expect(isApiError(missing) && missing.status).toBe(404);
    });
  });
});
