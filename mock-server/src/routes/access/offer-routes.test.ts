import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFixtureCourse } from "../../test-support/course-fixture";
import {
  CALLERS,
  errorMessage,
  startTestServer,
  tokensByCaller,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import { addPerson, invitationTokenFor } from "../../test-support/access-test-support";

type Offer = {
  mode: string;
  price: string;
  seats_total: number | null;
  seats_left: number | null;
  enrolled: boolean;
  invited: boolean;
};
const offerOf = (body: unknown): Offer => (body as { data: Offer }).data;

describe("the course offer, buying a paid course, access-link info and invitation states", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let owner: string;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    owner = tokens.SCHOOL_OWNER ?? "";
  });
  afterAll(() => server.close());

  it("the offer names the mode, price and seats; anyone may read it; a draft or unknown course is 404", async () => {
    const free = await addFixtureCourse(server.store, {
      settings: (s) => ({ ...s, accesses: { ...s.accesses, isSetMaxCount: true, maxCount: "3" } }),
    });
    const anonymous = await server.call("GET", `/api/courses/${free.courseId}/offer`);
    expect(anonymous.status).toBe(200);
    expect(offerOf(anonymous.body)).toEqual({
      course_id: free.courseId,
      mode: "open",
      price: "0",
      old_price: "0",
      seats_total: 3,
      seats_left: 3,
      enrolled: false,
      invited: false,
    });
    const paid = await addFixtureCourse(server.store, { price: "4900" });
    expect(offerOf((await server.call("GET", `/api/courses/${paid.courseId}/offer`)).body)).toMatchObject({
      mode: "paid",
      price: "4900",
      seats_left: null,
    });
    const byEmail = await addFixtureCourse(server.store, {
      settings: (s) => ({ ...s, accesses: { ...s.accesses, accessByEmail: true } }),
    });
    expect(offerOf((await server.call("GET", `/api/courses/${byEmail.courseId}/offer`)).body).mode).toBe("invitation");
    const closed = await addFixtureCourse(server.store, {
      settings: (s) => ({ ...s, actions: { ...s.actions, accessEnable: false } }),
    });
    expect(offerOf((await server.call("GET", `/api/courses/${closed.courseId}/offer`)).body).mode).toBe("closed");
    const draft = await addFixtureCourse(server.store, { published: false });
    const hidden = await server.call("GET", `/api/courses/${draft.courseId}/offer`, undefined, owner);
    expect(hidden.status).toBe(404);
    expect(errorMessage(hidden.body)).toBe("Курс не найден или ещё не опубликован");
    expect((await server.call("GET", "/api/courses/999999/offer")).status).toBe(404);
    for (const caller of CALLERS)
      expect([
        caller,
        (await server.call("GET", `/api/courses/${free.courseId}/offer`, undefined, tokens[caller])).status,
      ]).toEqual([caller, 200]);
  });

  it("a paid course refuses free enrolment; buying records one order and enrols; buying again is idempotent", async () => {
    const paid = await addFixtureCourse(server.store, { price: "4900" });
    const buyer = await addPerson(server, "buyer@demo.ru");
    const refused = await server.call("POST", `/api/courses/${paid.courseId}/enrolments`, undefined, buyer.token);
    expect(refused.status).toBe(403);
    expect(errorMessage(refused.body)).toBe("Курс платный: чтобы записаться, купите его");
    const bought = await server.call("POST", `/api/courses/${paid.courseId}/orders`, undefined, buyer.token);
    expect(bought.status).toBe(201);
    const { order, enrolment } = (
      bought.body as {
        data: { order: { amount: string; status: string; user_id: number }; enrolment: { source: string } };
      }
    ).data;
    expect(order).toMatchObject({ amount: "4900", status: "paid", user_id: buyer.id });
    expect(enrolment.source).toBe("purchase");
    const again = await server.call("POST", `/api/courses/${paid.courseId}/orders`, undefined, buyer.token);
    expect(again.status).toBe(200);
    expect((again.body as { data: { order: unknown } }).data.order).toBeNull();
    expect(server.store.data.orders.filter((o) => o.course_id === paid.courseId)).toHaveLength(1);
    expect(
      offerOf((await server.call("GET", `/api/courses/${paid.courseId}/offer`, undefined, buyer.token)).body).enrolled,
    ).toBe(true);
  });

  it("orders: a free course is not for sale (409), staff get 403, anonymous 401", async () => {
    const free = await addFixtureCourse(server.store);
    const student = await addPerson(server, "not-for-sale@demo.ru");
    const answer = await server.call("POST", `/api/courses/${free.courseId}/orders`, undefined, student.token);
    expect(answer.status).toBe(409);
    expect(errorMessage(answer.body)).toBe("Курс не продаётся: запишитесь на него бесплатно");
    const paid = await addFixtureCourse(server.store, { price: "100" });
    for (const caller of CALLERS) {
      if (caller === "STUDENT") continue;
      const expected = caller === "ANONYMOUS" ? 401 : 403;
      expect([
        caller,
        (await server.call("POST", `/api/courses/${paid.courseId}/orders`, undefined, tokens[caller])).status,
      ]).toEqual([caller, expected]);
    }
  });

  it("two students racing for the last seat of a paid course: one gets it, the other 409", async () => {
    const paid = await addFixtureCourse(server.store, {
      price: "990",
      settings: (s) => ({ ...s, accesses: { ...s.accesses, isSetMaxCount: true, maxCount: "1" } }),
    });
    const [a, b] = [await addPerson(server, "race-a@demo.ru"), await addPerson(server, "race-b@demo.ru")];
    const answers = await Promise.all(
      [a, b].map((p) => server.call("POST", `/api/courses/${paid.courseId}/orders`, undefined, p.token)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(answers.map((r) => errorMessage(r.body)).filter((m) => typeof m === "string" && m !== "")).toEqual([
      "Свободных мест нет",
    ]);
    expect(server.store.data.orders.filter((o) => o.course_id === paid.courseId)).toHaveLength(1);
    expect(offerOf((await server.call("GET", `/api/courses/${paid.courseId}/offer`)).body).seats_left).toBe(0);
  });

  it("an access link names its course and school to anyone; an old or forged one is 404 with its message", async () => {
    const course = await addFixtureCourse(server.store);
    const link = (await server.call("POST", `/api/courses/${course.courseId}/access-link`, undefined, owner)).body as {
      data: { token: string };
    };
    const info = await server.call("GET", `/api/access-links/${link.data.token}`);
    expect(info.body).toEqual({
      data: { course_id: course.courseId, course_name: expect.any(String), school_name: "Демо-школа" },
    });
    for (const caller of CALLERS)
      expect([
        caller,
        (await server.call("GET", `/api/access-links/${link.data.token}`, undefined, tokens[caller])).status,
      ]).toEqual([caller, 200]);
    await server.call("POST", `/api/courses/${course.courseId}/access-link`, undefined, owner);
    const old = await server.call("GET", `/api/access-links/${link.data.token}`);
    expect(old.status).toBe(404);
    expect(errorMessage(old.body)).toBe("Ссылка для доступа недействительна");
    expect((await server.call("GET", "/api/access-links/forged")).status).toBe(404);
  });

  it("an invitation's status: valid, used, revoked, expired", async () => {
    const course = await addFixtureCourse(server.store);
    const statusOf = async (email: string) =>
      (
        (await server.call("GET", `/api/invitations/${invitationTokenFor(server, email)}`)).body as {
          data: { status: string };
        }
      ).data.status;
    const invite = (email: string) =>
      server.call("POST", `/api/courses/${course.courseId}/invitations`, { emails: [email], role: "student" }, owner);
    const [, used, revoked] = [
      await invite("st-valid@demo.ru"),
      await invite("st-used@demo.ru"),
      await invite("st-revoked@demo.ru"),
    ];
    expect(await statusOf("st-valid@demo.ru")).toBe("valid");
    const person = await addPerson(server, "st-used@demo.ru");
    expect(
      (
        await server.call(
          "POST",
          `/api/invitations/${invitationTokenFor(server, "st-used@demo.ru")}/accept`,
          undefined,
          person.token,
        )
      ).status,
    ).toBe(200);
    expect(await statusOf("st-used@demo.ru")).toBe("used");
    const revokedId = (revoked.body as { data: Array<{ id: number }> }).data[0]?.id ?? 0;
    await server.call("DELETE", `/api/courses/${course.courseId}/invitations/${revokedId}`, undefined, owner);
    expect(await statusOf("st-revoked@demo.ru")).toBe("revoked");
    expect(used.status).toBe(201);
    const before = server.now;
    server.now += 15 * 24 * 60 * 60 * 1000;
    try {
      expect(await statusOf("st-valid@demo.ru")).toBe("expired");
    } finally {
      server.now = before;
    }
  });
});
