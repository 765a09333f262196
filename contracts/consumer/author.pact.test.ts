import { describe, expect, it } from "vitest";
import { MatchersV3 } from "@pact-foundation/pact";
import { isApiError } from "@app/web/lib/api/api-error";
import { authorApi } from "@app/web/lib/api/author-api";
import { createPact } from "../support/pact-setup";
import { webClient } from "../support/web-client";

const { like, eachLike, integer } = MatchersV3;
const JSON_HEADERS = { "Content-Type": "application/json" };

describe("author application contract (SPEC §7 POST /api/author)", () => {
  it("201 for a valid application, 422 with errors.validation otherwise", async () => {
    const pact = createPact();
    const good = { name: "Анна", email: "anna@example.ru", phone: "79161234567" };
    const bad = { name: "", email: "anna@", phone: "7916" };
    pact
      .given("the demo accounts exist")
      .uponReceiving("an author application")
      .withRequest({ method: "POST", path: "/api/author", headers: JSON_HEADERS, body: good })
      .willRespondWith({ status: 201, body: { data: { id: integer(1) } } });
    pact
      .given("the demo accounts exist")
      .uponReceiving("an author application with bad fields")
      .withRequest({ method: "POST", path: "/api/author", headers: JSON_HEADERS, body: bad })
      .willRespondWith({
        status: 422,
        body: {
          error: { message: like("Не удалось выполнить действие!") },
          errors: {
            validation: {
              name: eachLike("Обязательное поле"),
              email: eachLike("Некорректный Email"),
              phone: eachLike("Номер должен состоять из 11 знаков"),
            },
          },
        },
      });
    await pact.executeTest(async (server) => {
      const api = authorApi(webClient(server.url).client);
      expect((await api.apply(good)).data.id).toBeGreaterThan(0);
      const error: unknown = await api.apply(bad).catch((e: unknown) => e);
      expect(isApiError(error) && Object.keys(error.body?.errors?.validation ?? {}).sort()).toEqual([
        "email",
        "name",
        "phone",
      ]);
    });
  });
});
