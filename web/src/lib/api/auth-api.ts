import { LoginResponse, OkResponse, RoleResponse, type LoginRequest } from "@app/domain/api/auth";
import { ProfileResponse } from "@app/domain/api/profile";
import type { HttpClient } from "./http-client";

/** SPEC §7 sign-in calls. */
export const authApi = (client: HttpClient) => ({
  login: (body: LoginRequest) => client.request("login", { method: "POST", body, schema: LoginResponse }),
  logout: () => client.request("logout", { method: "POST", body: {}, schema: OkResponse }),
  role: () => client.request("role", { schema: RoleResponse }).then((answer) => answer.data),
  myProfile: () => client.request("my-profile", { schema: ProfileResponse }).then((answer) => answer.data),
});
