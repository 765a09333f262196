import type { UploadKind } from "@app/domain/course/file-kinds";
import { OkResponse } from "@app/domain/api/auth";
import { RegisterResponse, type RegisterRequest } from "@app/domain/api/registration";
import type { PasswordResetBody, PasswordResetRequest, PasswordUpdateRequest } from "@app/domain/api/password";
import type { ProfileCompletionRequest, ProfileUpdateRequest } from "@app/domain/api/profile-update";
import { ProfileResponse } from "@app/domain/api/profile";
import { EducationResponse } from "@app/domain/api/education";
import { FileUploadResponse } from "@app/domain/api/files";
import type { HttpClient } from "./http-client";
import { xhrFetch } from "./xhr-fetch";

/** SPEC §7 account calls: registration, password flows, profile save, education, file upload. */
export const accountApi = (client: HttpClient) => ({
  register: (body: RegisterRequest) =>
    client.request("register", { method: "POST", body, schema: RegisterResponse }).then((answer) => answer.data),
  requestReset: (body: PasswordResetRequest) =>
    client.request("password/requestReset", { method: "POST", body, schema: OkResponse }),
  resetPassword: (body: PasswordResetBody) =>
    client.request("password/reset", { method: "POST", body, schema: OkResponse }),
  updatePassword: (body: PasswordUpdateRequest) =>
    client.request("password/update", { method: "POST", body, schema: OkResponse }),
  saveProfile: (profileId: number, body: ProfileUpdateRequest | ProfileCompletionRequest) =>
    client
      .request(`profile/${profileId}`, { method: "PUT", body, schema: ProfileResponse })
      .then((answer) => answer.data),
  education: () => client.request("education", { schema: EducationResponse }).then((answer) => answer.data),
  /** SPEC §7 file upload: multipart file, name, size and is_public (1 when public). */
  /** `kind`: where the file goes (domain file-kinds); the server then checks the bytes fit. */
  uploadFile: (
    file: File,
    options: { isPublic: boolean; onProgress?: (fraction: number) => void; kind?: UploadKind },
  ) => {
    const form = new FormData();
    form.set("file", file);
    form.set("name", file.name);
    form.set("size", String(file.size));
    if (options.isPublic) form.set("is_public", "1");
    if (options.kind !== undefined) form.set("kind", options.kind);
    const transport =
      options.onProgress !== undefined && typeof XMLHttpRequest !== "undefined"
        ? xhrFetch(options.onProgress)
        : undefined;
    return client
      .request("file", { method: "POST", form, schema: FileUploadResponse, transport })
      .then((answer) => answer.data);
  },
});
