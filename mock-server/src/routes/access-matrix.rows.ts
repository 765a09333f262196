import { ROLE_ACCOUNTS, type Caller, type TestServer } from "../test-support/test-server";

/**
 * The access matrix of every SPEC §7 endpoint: 5 roles plus anonymous. Each row is the status
 * each caller gets for a well-formed request.
 */
export type Row = {
  readonly name: string;
  readonly expected: Record<Caller, number> | number;
  readonly send: (server: TestServer, token: string | undefined, caller: Caller) => Promise<number>;
};

export const signedIn = (ok: number): Record<Caller, number> => ({
  SCHOOL_OWNER: ok,
  MANAGER: ok,
  ADMIN: ok,
  TEACHER: ok,
  STUDENT: ok,
  ANONYMOUS: 401,
});

/** What only an administrator gets; every other role 403. */
export const adminOnly = (ok: number): Record<Caller, number> => ({
  SCHOOL_OWNER: 403,
  MANAGER: 403,
  ADMIN: ok,
  TEACHER: 403,
  STUDENT: 403,
  ANONYMOUS: 401,
});

const profileIdOf = async (server: TestServer, token: string | undefined): Promise<number> => {
  const me = await server.call("GET", "/api/my-profile", undefined, token);
  return (me.body as { data: { profile: { id: number } } }).data.profile.id;
};

let unique = 0;
/** A certificate of the demo seed not replaced yet (the seed issues the demo student's). */
export const inForce = (s: TestServer) => s.store.data.certificates.find((c) => c.replaced_by === null);

/** Sign-in, profiles, notifications, files: the rows up to the course history. */
export const accountRows: ReadonlyArray<Row> = [
  {
    name: "POST /api/login",
    expected: 200,
    send: async (s, _t, c) =>
      (
        await s.call("POST", "/api/login", {
          email: c === "ANONYMOUS" ? "fresh@demo.ru" : ROLE_ACCOUNTS[c],
          password: "demo123",
        })
      ).status,
  },
  {
    name: "GET /api/role",
    expected: signedIn(200),
    send: async (s, t) => (await s.call("GET", "/api/role", undefined, t)).status,
  },
  {
    name: "GET /api/my-profile",
    expected: signedIn(200),
    send: async (s, t) => (await s.call("GET", "/api/my-profile", undefined, t)).status,
  },
  // Issue #35: each person's own notifications and e-mail choices.
  {
    name: "GET /api/notifications",
    expected: signedIn(200),
    send: async (s, t) => (await s.call("GET", "/api/notifications", undefined, t)).status,
  },
  {
    name: "POST /api/notifications/read",
    expected: signedIn(200),
    send: async (s, t) => (await s.call("POST", "/api/notifications/read", { all: true }, t)).status,
  },
  {
    name: "GET /api/notifications/stream",
    expected: signedIn(200),
    send: async (s, t) => (await s.call("GET", "/api/notifications/stream?once=1", undefined, t)).status,
  },
  {
    name: "GET /api/profile/notifications",
    expected: signedIn(200),
    send: async (s, t) => (await s.call("GET", "/api/profile/notifications", undefined, t)).status,
  },
  {
    name: "PUT /api/profile/notifications",
    expected: signedIn(200),
    send: async (s, t) => (await s.call("PUT", "/api/profile/notifications", { enrolled: "digest" }, t)).status,
  },
  {
    name: "POST /unsubscribe (a bad token; a good one is in notification-routes.test.ts)",
    expected: 400,
    send: async (s, t) => (await s.call("POST", "/unsubscribe?token=x", undefined, t)).status,
  },
  {
    name: "GET /api/education",
    expected: 200,
    send: async (s, t) => (await s.call("GET", "/api/education", undefined, t)).status,
  },
  {
    name: "GET /api/health",
    expected: 200,
    send: async (s, t) => (await s.call("GET", "/api/health", undefined, t)).status,
  },
  {
    name: "POST /api/register",
    expected: 201,
    send: async (s, t) => {
      unique += 1;
      const email = `matrix${unique}@demo.ru`;
      return (
        await s.call(
          "POST",
          "/api/register",
          {
            email,
            password: "secret1",
            password_confirmation: "secret1",
            phone: "79161234567",
            full_name: "Имя Фамилия",
          },
          t,
        )
      ).status;
    },
  },
  {
    name: "POST /api/password/requestReset",
    expected: 200,
    // One e-mail per caller: a reset mail is limited per address and per e-mail (issue #32).
    send: async (s, t, caller) =>
      (await s.call("POST", "/api/password/requestReset", { email: `reset-${caller.toLowerCase()}@demo.ru` }, t))
        .status,
  },
  {
    name: "POST /api/password/reset (bad token)",
    expected: 422,
    send: async (s, t) =>
      (await s.call("POST", "/api/password/reset", { email: "student@demo.ru", password: "secret1", token: "bad" }, t))
        .status,
  },
  {
    name: "POST /api/author",
    expected: 201,
    send: async (s, t, caller) =>
      (
        await s.call(
          "POST",
          "/api/author",
          { name: "Анна", email: `anna-${caller.toLowerCase()}@demo.ru`, phone: "79161234567" },
          t,
        )
      ).status,
  },
  {
    name: "POST /api/password/update (same password)",
    expected: signedIn(200),
    send: async (s, t) =>
      (
        await s.call(
          "POST",
          "/api/password/update",
          { old_password: "demo123", new_password: "demo123", new_password_confirmation: "demo123" },
          t,
        )
      ).status,
  },
  {
    name: "PUT /api/profile/{own id}",
    expected: signedIn(200),
    send: async (s, t) =>
      (await s.call("PUT", `/api/profile/${t === undefined ? 101 : await profileIdOf(s, t)}`, { city: "Москва" }, t))
        .status,
  },
  {
    name: "PUT /api/profile/{the fresh account's id}",
    expected: { SCHOOL_OWNER: 403, MANAGER: 403, ADMIN: 403, TEACHER: 403, STUDENT: 403, ANONYMOUS: 401 },
    send: async (s, t) => (await s.call("PUT", "/api/profile/106", { city: "Москва" }, t)).status,
  },
  {
    name: "POST /api/file",
    expected: signedIn(201),
    send: async (s, t) => {
      const form = new FormData();
      form.append("file", new Blob(["x"], { type: "text/plain" }), "a.txt");
      return (await s.call("POST", "/api/file", form, t)).status;
    },
  },
];
