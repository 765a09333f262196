import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CertificateView, CourseCertificate, PublicCertificate } from "@app/domain/certificates/certificate-api";
import { isCertificateNumber } from "@app/domain/certificates/certificate-number";
import type { FixtureCourse } from "../../test-support/course-fixture";
import {
  errorMessage,
  startTestServer,
  tokensByCaller,
  validationOf,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import { addReviewCourse, otherSchoolOwner, STUDENT_ID } from "../../test-support/review-test-support";

const answersOf = (set: Readonly<Record<string, ReadonlyArray<string>>>) =>
  Object.entries(set).map(([questionID, answerIDList]) => ({ questionID, answerIDList }));

describe("certificates (issue #36): issued in the step that earns them, verified by anyone, revoked by staff", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let course: FixtureCourse;
  let stranger: string;
  const call = (method: string, path: string, token?: string, body?: unknown) => server.call(method, path, body, token);
  const mine = async (): Promise<CourseCertificate> =>
    (
      (await call("GET", `/api/my-courses/${course.courseId}/certificate`, tokens.STUDENT)).body as {
        data: CourseCertificate;
      }
    ).data;

  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    stranger = await otherSchoolOwner(server, "other-owner@test.ru");
    course = await addReviewCourse(server.store, { name: "Курс с сертификатом" });
    await server.store.update((db) => {
      const content = db.courseContents.find((c) => c.course_id === course.courseId);
      const doc = { id: "2", name: "Сертификат о прохождении курса" };
      if (content !== undefined) {
        content.draft.additional.completionDoc = doc;
        if (content.published !== null) content.published.additional.completionDoc = doc;
      }
    });
  });
  afterAll(() => server.close());

  it("the student's course says what is left; the teacher's acceptance issues the certificate in the same update", async () => {
    const base = `/api/my-courses/${course.courseId}`;
    expect((await mine()).gap).toEqual({
      lessons: 3,
      tasks_to_send: 1,
      tasks_on_review: 0,
      score_percent: 0,
      score_short: true,
    });
    const s = tokens.STUDENT;
    for (const lesson of [course.lessons.l1, course.lessons.l2, course.lessons.l3])
      await call("POST", `${base}/lessons/${lesson}/start`, s);
    await call("POST", `${base}/lessons/${course.lessons.l1}/blocks/${course.blocks.text}/complete`, s);
    await call("POST", `${base}/tests/${course.blocks.test}/answers`, s, { answers: answersOf(course.test.right) });
    await call("POST", `${base}/lessons/${course.lessons.l2}/blocks/${course.blocks.video}/complete`, s);
    await call("POST", `${base}/lessons/${course.lessons.l3}/blocks/${course.blocks.text3}/complete`, s);
    const sent = await call("POST", `${base}/tasks/${course.task}/blocks/${course.blocks.freeTask}/submissions`, s, {
      text: "Моё эссе",
    });
    expect(sent.status).toBe(201);
    expect(await mine()).toMatchObject({
      document: "Сертификат о прохождении курса",
      certificate: null,
      gap: { lessons: 0, tasks_to_send: 0, tasks_on_review: 1, score_percent: 100, score_short: false },
    });
    const submission = server.store.data.submissions.find(
      (x) => x.course_id === course.courseId && x.user_id === STUDENT_ID,
    );
    const ofCourse = () => server.store.data.certificates.filter((c) => c.course_id === course.courseId);
    expect(ofCourse()).toHaveLength(0);
    const accepted = await call("POST", `/api/submissions/${submission?.id}/accept`, tokens.TEACHER, { comment: "" });
    expect(accepted.status).toBe(200);
    const issued = (await mine()).certificate;
    expect(issued).toMatchObject({
      status: "valid",
      student_name: "Сергей Иванов",
      course_name: "Курс с сертификатом",
      document: "Сертификат о прохождении курса",
      honours: true,
      score_percent: 100,
    });
    expect(isCertificateNumber(issued?.number ?? "")).toBe(true);
    // Issue #35: the student is told in the same update, linked to the course.
    const told = server.store.data.notifications.filter((n) => n.kind === "certificate-issued");
    expect(told).toMatchObject([{ link: `/myCourses/${course.courseId}`, parts: { detail: "honours" } }]);
    // Once: nothing the student does later issues a second one.
    await call("POST", `${base}/lessons/${course.lessons.l3}/blocks/${course.blocks.text3}/complete`, s);
    expect(ofCourse()).toHaveLength(1);
  });

  const theNumber = (): string =>
    server.store.data.certificates.find((c) => c.course_id === course.courseId)?.number ?? "";

  it("anyone reads it by number, signed out: the page's data and the PDF; an unknown number is 404", async () => {
    const page = await call("GET", `/api/certificates/${theNumber()}`);
    expect(page.status).toBe(200);
    const data = (page.body as { data: PublicCertificate }).data;
    expect(data).toMatchObject({ status: "valid", student_name: "Сергей Иванов", revoked_at: null });
    expect(Object.keys(data)).not.toContain("user_id");
    const pdf = await call("GET", `/api/certificates/${theNumber()}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.text.startsWith("%PDF-")).toBe(true);
    expect((await call("GET", "/api/certificates/CP-2026-ZZZZZZZZ")).status).toBe(404);
    expect((await call("GET", "/api/certificates/nonsense/pdf")).status).toBe(404);
  });

  it("the student lists his own; the course's staff and teacher list the course's; others may not", async () => {
    const own = await call("GET", "/api/certificates", tokens.STUDENT);
    const numbers = (own.body as { data: CertificateView[] }).data.map((c) => c.number);
    expect(numbers).toContain(theNumber()); // and the demo seed's, of the course he completed
    expect((await call("GET", "/api/certificates", tokens.TEACHER)).body).toEqual({ data: [] });
    expect((await call("GET", "/api/certificates")).status).toBe(401);
    const list = `/api/courses/${course.courseId}/certificates`;
    for (const who of ["SCHOOL_OWNER", "MANAGER", "ADMIN", "TEACHER"] as const)
      expect((await call("GET", list, tokens[who])).status).toBe(200);
    expect((await call("GET", list, tokens.STUDENT)).status).toBe(403);
    expect((await call("GET", list, stranger)).status).toBe(403);
    expect((await call("GET", list)).status).toBe(401);
  });

  it("a stricter rule later takes back nothing; the thresholds are validated", async () => {
    const rule = `/api/courses/${course.courseId}/certificate-rule`;
    expect((await call("GET", rule, tokens.TEACHER)).body).toEqual({ data: { pass_percent: 70, honours_percent: 90 } });
    const bad = await call("PUT", rule, tokens.SCHOOL_OWNER, { pass_percent: 80, honours_percent: 60 });
    expect(bad.status).toBe(422);
    expect(validationOf(bad.body)).toEqual({
      honours_percent: ["Порог «с отличием» не может быть ниже порога сертификата"],
    });
    expect((await call("PUT", rule, tokens.TEACHER, { pass_percent: 100, honours_percent: 100 })).status).toBe(403);
    expect((await call("PUT", rule, undefined, { pass_percent: 100, honours_percent: 100 })).status).toBe(401);
    const strict = await call("PUT", rule, tokens.SCHOOL_OWNER, { pass_percent: 100, honours_percent: 100 });
    expect(strict.body).toEqual({ data: { pass_percent: 100, honours_percent: 100 } });
    expect(
      ((await call("GET", `/api/certificates/${theNumber()}`)).body as { data: PublicCertificate }).data.status,
    ).toBe("valid");
  });

  it("a score short of the threshold issues nothing; retaking the test after the acceptance issues it then", async () => {
    const short = await addReviewCourse(server.store, { name: "Курс с порогом" });
    await server.store.update((db) => {
      const content = db.courseContents.find((c) => c.course_id === short.courseId);
      const doc = { id: "2", name: "Сертификат о прохождении курса" };
      if (content?.published) content.published.additional.completionDoc = doc;
    });
    const base = `/api/my-courses/${short.courseId}`;
    const s = tokens.STUDENT;
    for (const lesson of [short.lessons.l1, short.lessons.l2, short.lessons.l3])
      await call("POST", `${base}/lessons/${lesson}/start`, s);
    await call("POST", `${base}/lessons/${short.lessons.l1}/blocks/${short.blocks.text}/complete`, s);
    await call("POST", `${base}/tests/${short.blocks.test}/answers`, s, { answers: answersOf(short.test.wrong) });
    await call("POST", `${base}/lessons/${short.lessons.l2}/blocks/${short.blocks.video}/complete`, s);
    await call("POST", `${base}/lessons/${short.lessons.l3}/blocks/${short.blocks.text3}/complete`, s);
    await call("POST", `${base}/tasks/${short.task}/blocks/${short.blocks.freeTask}/submissions`, s, { text: "Эссе" });
    const submission = server.store.data.submissions.find(
      (x) => x.course_id === short.courseId && x.user_id === STUDENT_ID,
    );
    await call("POST", `/api/submissions/${submission?.id}/accept`, tokens.TEACHER, { comment: "" });
    const standing = async () =>
      ((await call("GET", `${base}/certificate`, s)).body as { data: CourseCertificate }).data;
    expect(await standing()).toMatchObject({
      certificate: null,
      gap: { lessons: 0, tasks_to_send: 0, tasks_on_review: 0, score_percent: 0, score_short: true },
    });
    await call("POST", `${base}/tests/${short.blocks.test}/answers`, s, { answers: answersOf(short.test.right) });
    expect((await standing()).certificate).toMatchObject({ status: "valid", honours: true, score_percent: 100 });
  });

  it("staff revoke with a reason: the page says revoked, the PDF is gone; then reissue gives a new valid number", async () => {
    const number = theNumber();
    const revoke = `/api/certificates/${number}/revoke`;
    expect((await call("POST", revoke, undefined, { reason: "x" })).status).toBe(401);
    expect((await call("POST", revoke, tokens.STUDENT, { reason: "x" })).status).toBe(403);
    expect((await call("POST", revoke, tokens.TEACHER, { reason: "x" })).status).toBe(403);
    expect((await call("POST", revoke, stranger, { reason: "x" })).status).toBe(403);
    const empty = await call("POST", revoke, tokens.SCHOOL_OWNER, { reason: "   " });
    expect(validationOf(empty.body)).toEqual({ reason: ["Укажите причину"] });
    const done = await call("POST", revoke, tokens.MANAGER, { reason: "Работа списана" });
    expect((done.body as { data: CertificateView }).data).toMatchObject({
      status: "revoked",
      revoke_reason: "Работа списана",
    });
    const page = (await call("GET", `/api/certificates/${number}`)).body as { data: PublicCertificate };
    expect(page.data.status).toBe("revoked");
    expect(page.data.revoked_at).not.toBeNull();
    expect(Object.keys(page.data)).not.toContain("revoke_reason");
    const pdf = await call("GET", `/api/certificates/${number}/pdf`);
    expect(pdf.status).toBe(410);
    expect(errorMessage(pdf.body)).toBe("Сертификат отозван");
    expect((await call("POST", `/api/certificates/${number}/reissue`, tokens.TEACHER)).status).toBe(403);
    const again = await call("POST", `/api/certificates/${number}/reissue`, tokens.SCHOOL_OWNER);
    expect(again.status).toBe(201);
    const fresh = (again.body as { data: CertificateView }).data;
    expect(fresh).toMatchObject({ status: "valid", honours: true, student_name: "Сергей Иванов" });
    expect(fresh.number).not.toBe(number);
    const old = (await call("GET", `/api/certificates/${number}`)).body as { data: PublicCertificate };
    expect(old.data).toMatchObject({ status: "revoked", replaced_by: fresh.number });
    expect((await call("POST", `/api/certificates/${number}/reissue`, tokens.SCHOOL_OWNER)).status).toBe(409);
    expect((await mine()).certificate?.number).toBe(fresh.number);
  });
});
