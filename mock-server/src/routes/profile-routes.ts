import type { ProfileData, ProfileResponse } from "@app/domain/api/profile";
import type { UserRecord } from "../store/db-schema";
import type { AppContext } from "../app-context";
import { principalOf } from "../http/authenticate";
import { HttpError } from "../http/http-error";
import { expectedOf, profileChanges, saveProfile, type PictureCheck } from "../profile/profile-changes";
import { readHead } from "../files/file-store";
import { kindProblem } from "../files/upload-kind";
import { routeTable, type ApiRoute } from "../http/route-table";

/** SPEC §3 profile data, built from the user record. */
export const profileData = (user: UserRecord): ProfileData => ({
  email: user.email,
  school_id: user.school_id,
  profile: user.profile,
  permissions: [],
  compilation: null,
  user_id: user.id,
  roles: user.roles,
  name: user.profile.name,
  surname: user.profile.surname,
  phone: user.profile.phone,
  offers: [],
});

/**
 * Issue #31: a profile picture must be an image by its bytes (a text file named .png is refused), so
 * the file the body names is read before the save is decided. Issue #32: and one its user uploaded;
 * another user's file, private or public, is as good as none.
 */
const pictureCheck = async (ctx: AppContext, body: unknown, userId: number): Promise<PictureCheck> => {
  const named: unknown = typeof body === "object" && body !== null ? Reflect.get(body, "profile_picture") : undefined;
  const id = typeof named === "string" ? named.split("/").pop() : undefined;
  const record = id === undefined ? undefined : ctx.store.data.files.find((f) => f.id === id && f.owner_id === userId);
  const problem =
    record === undefined ? undefined : kindProblem("image", await readHead(ctx.filesDir, record.stored_name));
  return (fileId) => (record === undefined || record.id !== fileId ? null : problem);
};

/** GET /api/my-profile and PUT /api/profile/{id}, where {id} is the profile's id (`profile.id`). */
export const profileRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();
  router.get("/my-profile", ctx.authenticate, (_req, res) => {
    const answer: ProfileResponse = { data: profileData(principalOf(res).user) };
    res.json(answer);
  });

  router.put("/profile/:id", ctx.authenticate, async (req, res) => {
    const { user } = principalOf(res);
    const profileId = Number(req.params.id);
    const owner = ctx.store.data.users.find((u) => u.profile.id === profileId);
    if (!/^\d+$/.test(String(req.params.id)) || owner === undefined) throw new HttpError(404, "");
    if (owner.id !== user.id) throw new HttpError(403, "");
    const today = new Date(ctx.clock()).toISOString().slice(0, 10);
    const changes = profileChanges(req.body, user.id, await pictureCheck(ctx, req.body, user.id), today);
    await saveProfile(ctx.store, user.id, changes, expectedOf(req.body));
    const saved = ctx.store.data.users.find((u) => u.id === user.id);
    if (saved === undefined) throw new HttpError(404, "");
    const answer: ProfileResponse = { data: profileData(saved) };
    res.json(answer);
  });
  return router.routes;
};
