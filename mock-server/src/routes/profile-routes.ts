import type { ProfileData, ProfileResponse } from "@app/domain/api/profile";
import type { UserRecord } from "../store/db-schema";
import type { AppContext } from "../app-context";
import { principalOf } from "../http/authenticate";
import { HttpError } from "../http/http-error";
import { profileChanges, saveProfile } from "../profile/profile-changes";
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
    const changes = profileChanges(req.body, user.id, (id) => ctx.store.data.files.some((f) => f.id === id));
    await saveProfile(ctx.store, user.id, changes);
    const saved = ctx.store.data.users.find((u) => u.id === user.id);
    if (saved === undefined) throw new HttpError(404, "");
    const answer: ProfileResponse = { data: profileData(saved) };
    res.json(answer);
  });
  return router.routes;
};
