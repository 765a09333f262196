import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourseBody } from "@app/domain/api/course-content";
import { VALIDATION_MESSAGES as M } from "@app/domain/validation/messages";
import { startTestServer, validationOf, type TestServer } from "../test-support/test-server";
import { createCourse, readContent } from "../test-support/authoring-test-kit";

const BAD_EMAILS = ['"><img/src=x/onerror=alert(1)>@t4.ru', ".a@t4.ru"];
const PICTURE_MESSAGE = "Выберите изображение, загруженное на платформу";
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

/** One file uploaded as `token`: its url. */
const upload = async (server: TestServer, token: string, isPublic: boolean): Promise<string> => {
  const form = new FormData();
  form.append("file", new Blob([PNG], { type: "image/png" }), "photo.png");
  form.append("kind", "image");
  if (isPublic) form.append("is_public", "1");
  const answer = await server.call("POST", "/api/file", form, token);
  expect(answer.status).toBe(201);
  return (answer.body as { data: { url: string } }).data.url;
};

describe("one rule each (issue #32 row 11)", () => {
  let server: TestServer;
  let owner: string;
  beforeAll(async () => {
    server = await startTestServer();
    owner = (await server.login("owner@demo.ru")).token;
  });
  afterAll(() => server.close());

  it("registration and invitation refuse addresses that are no e-mail addresses, by the domain rule", async () => {
    for (const email of BAD_EMAILS) {
      const registered = await server.call("POST", "/api/register", {
        email,
        password: "secret1",
        password_confirmation: "secret1",
        phone: "79161234567",
        full_name: "Ира Петрова",
      });
      expect([email, registered.status]).toEqual([email, 422]);
      expect(validationOf(registered.body)).toEqual({ email: [M.invalidEmail] });
    }
    const invited = await server.call(
      "POST",
      "/api/courses/1/invitations",
      { emails: ["ok@t4.ru", ...BAD_EMAILS], role: "student" },
      owner,
    );
    expect(invited.status).toBe(422);
    expect(validationOf(invited.body)).toEqual({ "emails.1": [M.invalidEmail], "emails.2": [M.invalidEmail] });
    expect(server.store.data.users.some((u) => BAD_EMAILS.includes(u.email))).toBe(false);
  });

  it("profile_picture takes only an image its user uploaded: not another user's, private or public", async () => {
    const student = (await server.login("student@demo.ru")).token;
    const me = (await server.call("GET", "/api/my-profile", undefined, student)).body as {
      data: { profile: { id: number } };
    };
    const save = (url: string) =>
      server.call("PUT", `/api/profile/${me.data.profile.id}`, { profile_picture: url }, student);
    for (const url of [await upload(server, owner, false), await upload(server, owner, true)]) {
      const answer = await save(url);
      expect(answer.status).toBe(422);
      expect(validationOf(answer.body)).toEqual({ profile_picture: [PICTURE_MESSAGE] });
    }
    expect((await save(await upload(server, student, true))).status).toBe(200);
  });

  it("list images are files of this server: no javascript:, data: or other sites, by PUT and by PATCH", async () => {
    const id = await createCourse(server, owner, "Курс с картинками");
    const before = await readContent(server, id, owner);
    const own = await upload(server, owner, true);
    const withImages = (teacher: string, learn: string): CourseBody["lists"] => ({
      ...before.course.lists,
      teachers: [{ id: "t1", name: "Анна", description: "Автор", image: teacher, status: "active" }],
      learns: [{ id: "l1", description: "Писать код", image: learn, status: "active" }],
    });
    for (const bad of ["javascript:alert(1)", "https://evil.example/a.png", "data:text/html,<script>1</script>"]) {
      const put = await server.call(
        "PUT",
        `/api/courses/${id}/content`,
        { version: before.version, course: { ...before.course, lists: withImages(bad, bad) } },
        owner,
      );
      expect([bad, put.status]).toEqual([bad, 422]);
      expect(validationOf(put.body)).toEqual({
        "lists.teachers.0.image": [PICTURE_MESSAGE],
        "lists.learns.0.image": [PICTURE_MESSAGE],
      });
      const patch = await server.call(
        "PATCH",
        `/api/courses/${id}/content`,
        { version: before.version, patch: { lists: withImages(bad, ""), modules: [], lessons: [], tasks: [] } },
        owner,
      );
      expect([bad, patch.status]).toEqual([bad, 422]);
      expect(validationOf(patch.body)).toEqual({ "lists.teachers.0.image": [PICTURE_MESSAGE] });
    }
    const good = await server.call(
      "PUT",
      `/api/courses/${id}/content`,
      { version: before.version, course: { ...before.course, lists: withImages(own, "") } },
      owner,
    );
    expect(good.status).toBe(200);
  });
});
