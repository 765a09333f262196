import { describe, expect, it } from "vitest";
import { MatchersV3 } from "@pact-foundation/pact";
import { devApi } from "@app/web/lib/api/dev-api";
import { createPact } from "../support/pact-setup";
import { webClient } from "../support/web-client";

const { like, integer, regex, eachLike } = MatchersV3;

describe("dev outbox contract (GET /api/dev/outbox, read by the browser tests)", () => {
  it("200 lists the e-mails the platform would have sent, newest first", async () => {
    const pact = createPact();
    pact
      .given("authoring: a reset link was sent to the student")
      .uponReceiving("the dev outbox")
      .withRequest({ method: "GET", path: "/api/dev/outbox" })
      .willRespondWith({
        status: 200,
        body: {
          data: eachLike({
            id: integer(1),
            kind: regex(
              /^(password-reset|author-application|registration|invitation|submission-review)$/,
              "password-reset",
            ),
            to: like("student@demo.ru"),
            subject: like("Восстановление пароля"),
            text: like("Чтобы задать новый пароль, перейдите по ссылке."),
            link: like("http://127.0.0.1:3000/reset?token=abc"),
            created_at: like("2026-11-22T06:00:00.000Z"),
          }),
        },
      });
    await pact.executeTest(async (server) => {
      const [newest] = await devApi(webClient(server.url).client).outbox();
      expect([newest?.kind, newest?.to]).toEqual(["password-reset", "student@demo.ru"]);
    });
  });
});
