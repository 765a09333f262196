import express, { type Router } from "express";
import { KIND_NAMES } from "@app/domain/notifications/mail-text";
import type { AppContext } from "../../app-context";
import { escapeHtml } from "../../http/escape-html";
import { unsubscribe } from "../../notifications/mail-preference-writes";

const page = (title: string, body: string): string => `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5; }
button { font: inherit; padding: .6rem 1.2rem; border-radius: 6px; border: 1px solid #1f5fbf; background: #1f5fbf; color: #fff; cursor: pointer; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>
`;

/**
 * The one-click unsubscribe (issue #35), outside /api and without sign-in: `GET /unsubscribe?token=…`
 * asks (a mail scanner that opens links changes nothing), `POST` does it: from the page's button, and
 * from a mail client's one-click (RFC 8058: `List-Unsubscribe-Post: List-Unsubscribe=One-Click`,
 * a form-encoded body that is not read). The token names one person and one kind; a bad one is 400.
 */
export const unsubscribePageRoutes = (ctx: AppContext): Router => {
  const router = express.Router();
  const signer = ctx.unsubscribe;
  const tokenOf = (query: unknown): string => {
    const value: unknown = typeof query === "object" && query !== null ? Reflect.get(query, "token") : undefined;
    return typeof value === "string" ? value : "";
  };
  const refused = page(
    "Ссылка недействительна",
    "<p>Эта ссылка для отписки повреждена. Настроить письма можно в профиле.</p>",
  );

  router.get("/unsubscribe", (req, res) => {
    const token = tokenOf(req.query);
    const claims = signer.verify(token);
    res.setHeader("Cache-Control", "no-store");
    if (claims === null) return void res.status(400).type("html").send(refused);
    const user = ctx.store.data.users.find((u) => u.id === claims.sub);
    res.type("html").send(
      page(
        "Отписаться от писем",
        `<p>Больше не присылать на ${escapeHtml(user?.email ?? "")} письма «${escapeHtml(KIND_NAMES[claims.kind])}»? В приложении уведомления останутся.</p>
<form method="post" action="/unsubscribe?token=${encodeURIComponent(token)}"><button type="submit">Отписаться</button></form>`,
      ),
    );
  });

  router.post("/unsubscribe", async (req, res) => {
    const claims = signer.verify(tokenOf(req.query));
    res.setHeader("Cache-Control", "no-store");
    if (claims === null || !ctx.store.data.users.some((u) => u.id === claims.sub))
      return void res.status(400).type("html").send(refused);
    await unsubscribe(ctx.store, claims.sub, claims.kind);
    res
      .type("html")
      .send(
        page(
          "Вы отписались",
          `<p>Письма «${escapeHtml(KIND_NAMES[claims.kind])}» больше не придут. Вернуть их можно в профиле, в разделе «Уведомления».</p>`,
        ),
      );
  });

  return router;
};
