import { MailPreferencesUpdate, type MailPreferencesResponse } from "@app/domain/api/notifications";
import { allMailChoices } from "@app/domain/notifications/mail-preferences";
import type { AppContext } from "../../app-context";
import { principalOf } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { routeTable, type ApiRoute } from "../../http/route-table";
import { saveMailChoices } from "../../notifications/mail-preference-writes";

/** Issue #35: the profile's e-mail choices per notification kind. */
export const mailPreferenceRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();
  const answer = (userId: number): MailPreferencesResponse => ({
    data: allMailChoices(ctx.store.data.mailPreferences.find((p) => p.user_id === userId)?.choices),
  });

  router.get("/profile/notifications", ctx.authenticate, (_req, res) => {
    res.json(answer(principalOf(res).user.id));
  });

  router.put("/profile/notifications", ctx.authenticate, async (req, res) => {
    const userId = principalOf(res).user.id;
    await saveMailChoices(ctx.store, userId, decodeBody(MailPreferencesUpdate, req.body));
    res.json(answer(userId));
  });

  return router.routes;
};
