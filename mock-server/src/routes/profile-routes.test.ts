import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES as M, maxLengthMessage } from "@app/domain/validation/messages";
import { startTestServer, validationOf, type TestServer } from "../test-support/test-server";

type Profile = {
  data: {
    user_id: number;
    name: string | null;
    surname: string | null;
    phone: string | null;
    profile: { id: number; city: string | null; education_id: number | null; date_of_birth: string | null };
  };
};

describe("GET /api/my-profile and PUT /api/profile/{id}", () => {
  let server: TestServer;
  let fresh: { token: string; userId: number; profileId: number };
  beforeAll(async () => {
    server = await startTestServer();
    const { token } = await server.login("fresh@demo.ru");
    const me = (await server.call("GET", "/api/my-profile", undefined, token)).body as Profile;
    fresh = { token, userId: me.data.user_id, profileId: me.data.profile.id };
  });
  afterAll(() => server.close());

  it("shows the fresh account with an empty name, surname and phone", async () => {
    const me = (await server.call("GET", "/api/my-profile", undefined, fresh.token)).body as Profile;
    expect([me.data.name, me.data.surname, me.data.phone]).toEqual([null, null, null]);
  });

  it("validates the profile-completion form", async () => {
    const answer = await server.call(
      "PUT",
      `/api/profile/${fresh.profileId}`,
      { userId: fresh.userId, profileData: { name: "", surname: "я".repeat(257), phone: "7999" } },
      fresh.token,
    );
    expect(answer.status).toBe(422);
    expect(validationOf(answer.body)).toEqual({
      name: [M.required],
      surname: [maxLengthMessage(256)],
      phone: [M.phoneDigits],
    });
  });

  it("saves the profile-completion form (phone without the plus)", async () => {
    const answer = await server.call(
      "PUT",
      `/api/profile/${fresh.profileId}`,
      { userId: fresh.userId, profileData: { name: "Пётр", surname: "Новиков", phone: "+79990001122" } },
      fresh.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: { name: "Пётр", surname: "Новиков", phone: "79990001122" } });
    const me = (await server.call("GET", "/api/my-profile", undefined, fresh.token)).body as Profile;
    expect(me.data.name).toBe("Пётр");
  });

  it("saves a full profile: given fields replace, null clears, others stay", async () => {
    const answer = await server.call(
      "PUT",
      `/api/profile/${fresh.profileId}`,
      { city: "Казань", education_id: 4, date_of_birth: "1990-05-17", phone: null },
      fresh.token,
    );
    expect(answer.status).toBe(200);
    const data = (answer.body as Profile).data;
    expect(data.profile).toMatchObject({ city: "Казань", education_id: 4, date_of_birth: "1990-05-17" });
    expect(data.phone).toBeNull();
    expect(data.name).toBe("Пётр");
  });

  it("validates the full profile", async () => {
    const answer = await server.call(
      "PUT",
      `/api/profile/${fresh.profileId}`,
      { education_id: 999, date_of_birth: "1990-02-30", phone: "12", work: "x".repeat(300) },
      fresh.token,
    );
    expect(answer.status).toBe(422);
    expect(validationOf(answer.body)).toEqual({
      education_id: [M.unknownOption],
      date_of_birth: [M.invalidDate],
      phone: [M.phoneTooShort],
      work: [maxLengthMessage(256)],
    });
    const types = await server.call("PUT", `/api/profile/${fresh.profileId}`, { city: 5 }, fresh.token);
    expect(validationOf(types.body)).toEqual({ city: [M.required] });
    // A name or surname sent as text cannot be empty: "" and spaces only are an empty required field (issue #17).
    const cleared = await server.call(
      "PUT",
      `/api/profile/${fresh.profileId}`,
      { name: "", surname: "   " },
      fresh.token,
    );
    expect(cleared.status).toBe(422);
    expect(validationOf(cleared.body)).toEqual({ name: [M.required], surname: [M.required] });
  });

  it("only the owner may save: 403 for someone else's profile, 403 for another userId, 404 for none", async () => {
    const student = await server.login("student@demo.ru");
    expect((await server.call("PUT", `/api/profile/${fresh.profileId}`, { city: "X" }, student.token)).status).toBe(
      403,
    );
    const me = (await server.call("GET", "/api/my-profile", undefined, student.token)).body as Profile;
    const claimOther = await server.call(
      "PUT",
      `/api/profile/${me.data.profile.id}`,
      { userId: fresh.userId, profileData: { name: "А", surname: "Б", phone: "79990001122" } },
      student.token,
    );
    expect(claimOther.status).toBe(403);
    expect((await server.call("PUT", "/api/profile/99999", { city: "X" }, student.token)).status).toBe(404);
    expect((await server.call("PUT", "/api/profile/..%2F..%2Fetc", { city: "X" }, student.token)).status).toBe(404);
    expect((await server.call("PUT", `/api/profile/${fresh.profileId}`, { city: "X" })).status).toBe(401);
  });
});

describe("profile_picture takes only a file of this server (issue 16 row 9)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("refuses a long string, a javascript: url, another site and an unknown file; saves an uploaded one", async () => {
    const { token } = await server.login("student@demo.ru");
    const me = (await server.call("GET", "/api/my-profile", undefined, token)).body as Profile;
    const save = (profile_picture: string | null) =>
      server.call("PUT", `/api/profile/${me.data.profile.id}`, { profile_picture }, token);
    const message = "Выберите изображение, загруженное на платформу";
    expect(validationOf((await save("x".repeat(900_000))).body)).toEqual({ profile_picture: [maxLengthMessage(64)] });
    expect(validationOf((await save("javascript:alert(1)")).body)).toEqual({ profile_picture: [message] });
    expect(validationOf((await save("https://evil.example/a.png")).body)).toEqual({ profile_picture: [message] });
    expect(validationOf((await save("/api/files/00000000-0000-4000-8000-000000000000")).body)).toEqual({
      profile_picture: [message],
    });

    const form = new FormData();
    form.append("file", new Blob([Buffer.from("89504e470d0a1a0a", "hex")], { type: "image/png" }), "me.png");
    const upload = await server.call("POST", "/api/file", form, token);
    expect(upload.status).toBe(201);
    const url = (upload.body as { data: { url: string } }).data.url;
    const saved = await save(url);
    expect(saved.status).toBe(200);
    expect((saved.body as { data: { profile: { profile_picture: string } } }).data.profile.profile_picture).toBe(url);
    expect((await save(null)).status).toBe(200);
  });

  it("a save from a stale window is refused (409), one of another field goes through (issue #31)", async () => {
    const { token } = await server.login("teacher@demo.ru");
    const me = (await server.call("GET", "/api/my-profile", undefined, token)).body as Profile;
    const start = me.data.profile.city;
    const save = (body: object) => server.call("PUT", `/api/profile/${me.data.profile.id}`, body, token);
    expect((await save({ city: "Первое окно", expected: { city: start } })).status).toBe(200);
    const stale = await save({ city: "Второе окно", expected: { city: start } });
    expect(stale.status).toBe(409);
    expect((stale.body as { error: { message: string } }).error.message).toContain("в другом окне");
    const work = (me.data.profile as { work?: string | null }).work ?? null;
    expect((await save({ work: "Школа", expected: { work } })).status).toBe(200);
    const now = (await server.call("GET", "/api/my-profile", undefined, token)).body as Profile;
    expect(now.data.profile).toMatchObject({ city: "Первое окно", work: "Школа" });
  });

  it("refuses a text file named .png, by its bytes, with the image message (issue #31)", async () => {
    const { token } = await server.login("student@demo.ru");
    const me = (await server.call("GET", "/api/my-profile", undefined, token)).body as Profile;
    const send = (kind: string | null) => {
      const form = new FormData();
      form.append("file", new Blob(["это не картинка"], { type: "image/png" }), "photo.png");
      if (kind !== null) form.append("kind", kind);
      return server.call("POST", "/api/file", form, token);
    };
    const message = "Загрузите изображение PNG, JPEG, WebP или GIF";
    const asImage = await send("image");
    expect(asImage.status).toBe(422);
    expect(validationOf(asImage.body)).toEqual({ file: [message] });
    // Uploaded as a plain file, it still cannot become the picture.
    const plain = await send(null);
    expect(plain.status).toBe(201);
    const url = (plain.body as { data: { url: string } }).data.url;
    const saved = await server.call("PUT", `/api/profile/${me.data.profile.id}`, { profile_picture: url }, token);
    expect(validationOf(saved.body)).toEqual({ profile_picture: [message] });
  });
});
