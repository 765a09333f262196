import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourseReviewResponse, CourseReviewsPage } from "@app/domain/api/social";
import type { FixtureCourse } from "../../test-support/course-fixture";
import {
  CALLERS,
  errorMessage,
  startTestServer,
  tokensByCaller,
  validationOf,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import { addReviewCourse, addUser, enrol, otherSchoolOwner } from "../../test-support/review-test-support";

describe("course reviews: /api/courses/{id}/reviews", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let course: FixtureCourse;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    course = await addReviewCourse(server.store);
  });
  afterAll(() => server.close());

  const path = (id: number = course.courseId): string => `/api/courses/${id}/reviews`;

  it("an enrolled student writes one review (201); anyone reads them with the average and count", async () => {
    const empty = (await server.call("GET", path())).body as CourseReviewsPage;
    expect(empty).toEqual({
      data: [],
      meta: { page: 1, per_page: 12, total: 0 },
      summary: { average_rating: null, count: 0 },
    });
    const answer = await server.call("POST", path(), { rating: 5, text: "  Отличный курс  " }, tokens.STUDENT);
    expect(answer.status).toBe(201);
    const mine = (answer.body as CourseReviewResponse).data;
    expect(mine).toEqual({
      id: expect.any(Number),
      course_id: course.courseId,
      author: { id: 5, name: "Сергей", surname: "Иванов", avatar: null },
      rating: 5,
      text: "Отличный курс",
      created_at: "2026-03-01T09:00:00.000Z",
      edited_at: null,
      answer: null,
    });
    const maria = await addUser(server.store, "maria-r@demo.ru", "student", [], "Мария", "Петрова");
    await enrol(server.store, course.courseId, maria);
    server.now += 1_000;
    const hers = (
      (await server.call("POST", path(), { rating: 2, text: "Сложно" }, (await server.login("maria-r@demo.ru")).token))
        .body as CourseReviewResponse
    ).data;
    const list = (await server.call("GET", `${path()}?per_page=1`)).body as CourseReviewsPage;
    expect(list).toEqual({
      data: [hers],
      meta: { page: 1, per_page: 1, total: 2 },
      summary: { average_rating: 3.5, count: 2 },
    });
  });

  it("its author edits a review in place (its date stays); the course's staff answer it, once (issue #30)", async () => {
    const other = await addReviewCourse(server.store);
    const written = (
      (await server.call("POST", path(other.courseId), { rating: 3, text: "Неплохо" }, tokens.STUDENT))
        .body as CourseReviewResponse
    ).data;
    const at = `${path(other.courseId)}/${written.id}`;
    server.now += 1_000;
    const edited = await server.call("PUT", at, { rating: 5, text: "  Лучше, чем казалось  " }, tokens.STUDENT);
    expect(edited.status).toBe(200);
    expect((edited.body as CourseReviewResponse).data).toMatchObject({
      id: written.id,
      rating: 5,
      text: "Лучше, чем казалось",
      created_at: written.created_at,
      edited_at: new Date(server.now).toISOString(),
    });
    expect((await server.call("PUT", at, { rating: 1, text: "Чужой" }, tokens.TEACHER)).status).toBe(403);
    expect(validationOf((await server.call("PUT", at, { rating: 6, text: "" }, tokens.STUDENT)).body)).toEqual({
      rating: ["Оценка должна быть от 1 до 5"],
      text: ["Обязательное поле"],
    });

    expect((await server.call("PUT", `${at}/answer`, { text: "Спасибо!" }, tokens.STUDENT)).status).toBe(403);
    const answered = await server.call("PUT", `${at}/answer`, { text: "  Спасибо за отзыв!  " }, tokens.TEACHER);
    expect(answered.status).toBe(200);
    const teacher = (answered.body as CourseReviewResponse).data.answer;
    expect(teacher).toMatchObject({ text: "Спасибо за отзыв!", at: new Date(server.now).toISOString() });
    await server.call("PUT", `${at}/answer`, { text: "Рады, что курс помог" }, tokens.MANAGER);
    const list = (await server.call("GET", path(other.courseId))).body as CourseReviewsPage;
    expect(list.data[0]?.answer?.text).toBe("Рады, что курс помог");
    expect(validationOf((await server.call("PUT", `${at}/answer`, { text: " " }, tokens.TEACHER)).body)).toEqual({
      text: ["Обязательное поле"],
    });
    expect(
      (await server.call("PUT", `${path(other.courseId)}/999999/answer`, { text: "x" }, tokens.TEACHER)).status,
    ).toBe(404);
  });

  it("a second review by the same student: 409 with a Russian message", async () => {
    const answer = await server.call("POST", path(), { rating: 4, text: "Ещё раз" }, tokens.STUDENT);
    expect(answer.status).toBe(409);
    expect(errorMessage(answer.body)).toBe("Вы уже оставили отзыв об этом курсе");
  });

  it("validates: a whole rating 1..5, a text required and at most 2000 characters", async () => {
    const other = await addReviewCourse(server.store);
    const cases: ReadonlyArray<[unknown, Record<string, string[]>]> = [
      [{ rating: 0, text: "Текст" }, { rating: ["Оценка должна быть от 1 до 5"] }],
      [{ rating: 6, text: "Текст" }, { rating: ["Оценка должна быть от 1 до 5"] }],
      [{ rating: 4.5, text: "Текст" }, { rating: ["Оценка должна быть от 1 до 5"] }],
      [{ rating: 5, text: " " }, { text: ["Обязательное поле"] }],
      [{ rating: 5, text: "в".repeat(2001) }, { text: ["Не должно превышать 2000 символов"] }],
      [
        { rating: 0, text: "" },
        { rating: ["Оценка должна быть от 1 до 5"], text: ["Обязательное поле"] },
      ],
      [{ rating: "5", text: "Текст" }, { rating: ["Обязательное поле"] }],
      [{}, { rating: ["Обязательное поле"], text: ["Обязательное поле"] }],
    ];
    for (const [body, errors] of cases) {
      const answer = await server.call("POST", path(other.courseId), body, tokens.STUDENT);
      expect([body, answer.status, validationOf(answer.body)]).toEqual([body, 422, errors]);
    }
  });

  it("deletes own review; staff may delete any; others 403; unknown 404", async () => {
    const other = await addReviewCourse(server.store);
    const mine = (
      (await server.call("POST", path(other.courseId), { rating: 4, text: "Хорошо" }, tokens.STUDENT))
        .body as CourseReviewResponse
    ).data;
    expect((await server.call("DELETE", `${path(other.courseId)}/${mine.id}`, undefined, tokens.TEACHER)).status).toBe(
      403,
    );
    expect((await server.call("DELETE", `${path(other.courseId)}/${mine.id}`, undefined, tokens.STUDENT)).body).toEqual(
      { data: { id: mine.id } },
    );
    expect((await server.call("DELETE", `${path(other.courseId)}/${mine.id}`, undefined, tokens.STUDENT)).status).toBe(
      404,
    );
    const again = (
      (await server.call("POST", path(other.courseId), { rating: 1, text: "Передумал" }, tokens.STUDENT))
        .body as CourseReviewResponse
    ).data;
    expect((await server.call("DELETE", `${path(other.courseId)}/${again.id}`, undefined, tokens.MANAGER)).status).toBe(
      200,
    );
    expect((await server.call("DELETE", `${path(other.courseId)}/abc`, undefined, tokens.ADMIN)).status).toBe(404);
  });

  it("answers 404 for an unknown course", async () => {
    expect((await server.call("GET", "/api/courses/999999/reviews")).status).toBe(404);
    expect(
      (await server.call("POST", "/api/courses/999999/reviews", { rating: 5, text: "x" }, tokens.STUDENT)).status,
    ).toBe(404);
    expect((await server.call("DELETE", "/api/courses/999999/reviews/1", undefined, tokens.STUDENT)).status).toBe(404);
  });

  it("a draft's reviews are for its staff only", async () => {
    const draft = await addReviewCourse(server.store, { published: false });
    const got: Record<string, number> = {};
    for (const caller of CALLERS)
      got[caller] = (await server.call("GET", path(draft.courseId), undefined, tokens[caller])).status;
    expect(got).toEqual({ SCHOOL_OWNER: 200, MANAGER: 200, ADMIN: 200, TEACHER: 403, STUDENT: 403, ANONYMOUS: 401 });
  });

  it("access matrix: read, write, delete the student's review", async () => {
    const read: Record<string, number> = {};
    const wrote: Record<string, number> = {};
    const deleted: Record<string, number> = {};
    for (const caller of CALLERS) {
      const fresh = await addReviewCourse(server.store);
      read[caller] = (await server.call("GET", path(fresh.courseId), undefined, tokens[caller])).status;
      wrote[caller] = (
        await server.call("POST", path(fresh.courseId), { rating: 5, text: "Отлично" }, tokens[caller])
      ).status;
      const students = (
        (await server.call("POST", path(fresh.courseId), { rating: 3, text: "Нормально" }, tokens.STUDENT)).body as
          CourseReviewResponse | undefined
      )?.data;
      const id = students?.id ?? server.store.data.courseReviews.find((r) => r.course_id === fresh.courseId)?.id ?? 0;
      deleted[caller] = (
        await server.call("DELETE", `${path(fresh.courseId)}/${id}`, undefined, tokens[caller])
      ).status;
    }
    expect(read).toEqual({ SCHOOL_OWNER: 200, MANAGER: 200, ADMIN: 200, TEACHER: 200, STUDENT: 200, ANONYMOUS: 200 });
    expect(wrote).toEqual({ SCHOOL_OWNER: 403, MANAGER: 403, ADMIN: 403, TEACHER: 403, STUDENT: 201, ANONYMOUS: 401 });
    expect(deleted).toEqual({
      SCHOOL_OWNER: 200,
      MANAGER: 200,
      ADMIN: 200,
      TEACHER: 403,
      STUDENT: 200,
      ANONYMOUS: 401,
    });
  });

  it("ownership: a student not enrolled and another school's owner may not write or delete", async () => {
    const fresh = (await server.login("fresh@demo.ru")).token;
    const answer = await server.call("POST", path(), { rating: 5, text: "Отлично" }, fresh);
    expect(answer.status).toBe(403);
    expect(errorMessage(answer.body)).toBe("Оставить отзыв может только ученик курса");
    const stranger = await otherSchoolOwner(server, "owner6@other.ru");
    const review = server.store.data.courseReviews.find((r) => r.course_id === course.courseId && r.user_id === 5);
    expect((await server.call("DELETE", `${path()}/${review?.id ?? 0}`, undefined, stranger)).status).toBe(403);
    expect((await server.call("DELETE", `${path()}/${review?.id ?? 0}`, undefined, fresh)).status).toBe(403);
  });
});
