import { describe, expect, it } from "vitest";
import { MatchersV3 } from "@pact-foundation/pact";
import { isApiError } from "@app/web/lib/api/api-error";
import { accountApi } from "@app/web/lib/api/account-api";
import { createPact, TOKENS } from "../support/pact-setup";
import { webClient } from "../support/web-client";
import { profileBody } from "../support/bodies";
import { errorBody, forbidden, unauthorized, validationBody } from "../support/error-bodies";
import { PROFILE_CONFLICT_MESSAGE } from "@app/domain/profile/profile-conflict";

const { like, eachLike, fromProviderState, integer } = MatchersV3;
const JSON_HEADERS = { "Content-Type": "application/json" };
const AUTH = { ...JSON_HEADERS, Authorization: `Bearer ${TOKENS.valid}` };
const OK = { data: { ok: like(true) } };
const signedIn = (url: string) =>
  accountApi(webClient(url, { token: TOKENS.valid, refresh_token: TOKENS.refresh }).client);
const anonymous = (url: string) => accountApi(webClient(url).client);

const statusOf = (error: unknown) => (isApiError(error) ? error.status : undefined);

describe("account contract (SPEC §7)", () => {
  it("POST /api/register 201 signs the new student in", async () => {
    const pact = createPact();
    const body = {
      email: "new.student@example.ru",
      password: "secret1",
      password_confirmation: "secret1",
      phone: "79161234567",
      full_name: "Иван Петров",
    };
    pact
      .given("the demo accounts exist")
      .uponReceiving("a registration")
      .withRequest({ method: "POST", path: "/api/register", headers: JSON_HEADERS, body })
      .willRespondWith({
        status: 201,
        body: {
          data: {
            user_id: integer(7),
            tokens: { token: like("access"), refresh_token: like("refresh") },
            roles: eachLike("student"),
          },
        },
      });
    await pact.executeTest(async (server) => {
      const answer = await anonymous(server.url).register(body);
      expect(answer.roles).toEqual(["student"]);
    });
  });

  it("POST /api/register 422 for a taken e-mail", async () => {
    const pact = createPact();
    const body = {
      email: "owner@demo.ru",
      password: "secret1",
      password_confirmation: "secret1",
      phone: "79161234567",
      full_name: "Ольга",
    };
    pact
      .given("the demo accounts exist")
      .uponReceiving("a registration with a taken e-mail")
      .withRequest({ method: "POST", path: "/api/register", headers: JSON_HEADERS, body })
      .willRespondWith({
        status: 422,
        body: validationBody("email", "Пользователь с таким E-mail уже зарегистрирован"),
      });
    await pact.executeTest(async (server) => {
      expect(
        statusOf(
          await anonymous(server.url)
            .register(body)
            .catch((e: unknown) => e),
        ),
      ).toBe(422);
    });
  });

  it("POST /api/password/requestReset 200 whether or not the account exists (issue #32)", async () => {
    const pact = createPact();
    pact
      .given("the demo accounts exist")
      .uponReceiving("a reset request for a known e-mail")
      .withRequest({
        method: "POST",
        path: "/api/password/requestReset",
        headers: JSON_HEADERS,
        body: { email: "student@demo.ru" },
      })
      .willRespondWith({ status: 200, body: OK });
    pact
      .given("the demo accounts exist")
      .uponReceiving("a reset request for an unknown e-mail")
      .withRequest({
        method: "POST",
        path: "/api/password/requestReset",
        headers: JSON_HEADERS,
        body: { email: "nobody@example.ru" },
      })
      .willRespondWith({ status: 200, body: OK });
    await pact.executeTest(async (server) => {
      const api = anonymous(server.url);
      expect((await api.requestReset({ email: "student@demo.ru" })).data.ok).toBe(true);
      expect((await api.requestReset({ email: "nobody@example.ru" })).data.ok).toBe(true);
    });
  });

  it("POST /api/password/reset 200 with the e-mailed token", async () => {
    const pact = createPact();
    pact
      .given("a reset link was sent to the student")
      .uponReceiving("a password reset with the e-mailed token")
      .withRequest({
        method: "POST",
        path: "/api/password/reset",
        headers: JSON_HEADERS,
        body: {
          email: "student@demo.ru",
          password: "new-secret",
          token: fromProviderState("${resetToken}", "token-from-the-email"),
        },
      })
      .willRespondWith({ status: 200, body: OK });
    await pact.executeTest(async (server) => {
      expect(
        (
          await anonymous(server.url).resetPassword({
            email: "student@demo.ru",
            password: "new-secret",
            token: "token-from-the-email",
          })
        ).data.ok,
      ).toBe(true);
    });
  });

  it("POST /api/password/reset 422 with a token that was never sent", async () => {
    const pact = createPact();
    pact
      .given("the demo accounts exist")
      .uponReceiving("a password reset with a wrong token")
      .withRequest({
        method: "POST",
        path: "/api/password/reset",
        headers: JSON_HEADERS,
        body: { email: "student@demo.ru", password: "new-secret", token: "wrong" },
      })
      .willRespondWith({
        status: 422,
        body: validationBody("token", "Ссылка для восстановления пароля недействительна или устарела"),
      });
    await pact.executeTest(async (server) => {
      const error: unknown = await anonymous(server.url)
        .resetPassword({ email: "student@demo.ru", password: "new-secret", token: "wrong" })
        .catch((e: unknown) => e);
      expect(statusOf(error)).toBe(422);
    });
  });

  it("POST /api/password/update 200, 422 for a wrong old password, 401 without a token", async () => {
    const pact = createPact();
    const good = { old_password: "demo123", new_password: "newpass1", new_password_confirmation: "newpass1" };
    const wrong = { ...good, old_password: "not-it" };
    pact
      .given("the student is signed in")
      .uponReceiving("a password change")
      .withRequest({ method: "POST", path: "/api/password/update", headers: AUTH, body: good })
      .willRespondWith({ status: 200, body: OK });
    pact
      .given("the student is signed in")
      .uponReceiving("a password change with a wrong old password")
      .withRequest({ method: "POST", path: "/api/password/update", headers: AUTH, body: wrong })
      .willRespondWith({ status: 422, body: validationBody("old_password", "Неверный старый пароль") });
    pact
      .given("the demo accounts exist")
      .uponReceiving("a password change without a token")
      .withRequest({ method: "POST", path: "/api/password/update", headers: JSON_HEADERS, body: good })
      .willRespondWith(unauthorized);
    await pact.executeTest(async (server) => {
      expect(
        statusOf(
          await signedIn(server.url)
            .updatePassword(wrong)
            .catch((e: unknown) => e),
        ),
      ).toBe(422);
      expect(
        statusOf(
          await anonymous(server.url)
            .updatePassword(good)
            .catch((e: unknown) => e),
        ),
      ).toBe(401);
      expect((await signedIn(server.url).updatePassword(good)).data.ok).toBe(true);
    });
  });

  it("PUT /api/profile/{id} 200 with the completion form, 403 for someone else's profile", async () => {
    const pact = createPact();
    const form = { userId: 5, profileData: { name: "Сергей", surname: "Иванов", phone: "79161234505" } };
    pact
      .given("the student is signed in")
      .uponReceiving("a profile completion")
      .withRequest({ method: "PUT", path: "/api/profile/105", headers: AUTH, body: form })
      .willRespondWith({ status: 200, body: profileBody("student@demo.ru") });
    pact
      .given("the student is signed in")
      .uponReceiving("a profile save of another user's profile")
      .withRequest({ method: "PUT", path: "/api/profile/101", headers: AUTH, body: { name: "Чужой" } })
      .willRespondWith(forbidden());
    await pact.executeTest(async (server) => {
      const api = signedIn(server.url);
      expect((await api.saveProfile(105, form)).profile.name).toBe("Сергей");
      expect(statusOf(await api.saveProfile(101, { name: "Чужой" }).catch((e: unknown) => e))).toBe(403);
    });
  });

  it("PUT /api/profile/{id} 409 when a value the page started from was changed elsewhere (issue #31)", async () => {
    const pact = createPact();
    const stale = { city: "Пермь", expected: { city: "Город, которого уже нет" } };
    pact
      .given("the student is signed in")
      .uponReceiving("a profile save from a stale window")
      .withRequest({ method: "PUT", path: "/api/profile/105", headers: AUTH, body: stale })
      .willRespondWith({ status: 409, body: errorBody(PROFILE_CONFLICT_MESSAGE) });
    await pact.executeTest(async (server) => {
      expect(
        statusOf(
          await signedIn(server.url)
            .saveProfile(105, stale)
            .catch((e: unknown) => e),
        ),
      ).toBe(409);
    });
  });

  it("GET /api/education 200", async () => {
    const pact = createPact();
    pact
      .given("the student is signed in")
      .uponReceiving("the education list")
      .withRequest({ method: "GET", path: "/api/education", headers: { Authorization: `Bearer ${TOKENS.valid}` } })
      .willRespondWith({ status: 200, body: { data: eachLike({ id: integer(1), name: like("Высшее") }) } });
    await pact.executeTest(async (server) => {
      expect((await signedIn(server.url).education()).length).toBeGreaterThan(0);
    });
  });
});
