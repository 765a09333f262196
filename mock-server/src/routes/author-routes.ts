import { Router } from "express";
import type { AuthorApplicationResponse } from "@app/domain/api/author";
import { validateAuthorApplication } from "@app/domain/validation/forms";
import { normalizeEmail } from "@app/domain/validation/email";
import { phoneDigits } from "@app/domain/validation/phone";
import type { AppContext } from "../app-context";
import { formInput, rejectInvalid } from "../http/form-input";
import { sendMail } from "../mail/outbox";
import { nextId } from "../store/next-id";

/** Where author-application notices go (the platform's managers). */
export const MANAGERS_MAILBOX = "managers@demo.ru";

/** SPEC §7 POST /api/author: anyone may apply; the managers get a notice in the outbox. */
export const authorRoutes = (ctx: AppContext): Router => {
  const router = Router();
  router.post("/author", ctx.jsonBody, async (req, res) => {
    const input = formInput(req.body, ["name", "email", "phone"]);
    rejectInvalid(validateAuthorApplication(input));
    const name = (input.name ?? "").trim();
    const email = normalizeEmail(input.email ?? "");
    const phone = phoneDigits(input.phone ?? "");
    const now = ctx.clock();
    const id = await ctx.store.update((db) => {
      const applicationId = nextId(db, "authorApplications");
      db.authorApplications.push({ id: applicationId, name, email, phone, created_at: new Date(now).toISOString() });
      sendMail(db, now, {
        kind: "author-application",
        to: MANAGERS_MAILBOX,
        subject: `Заявка автора №${applicationId}`,
        text: `Имя: ${name}\nE-mail: ${email}\nТелефон: +${phone}\nСвяжитесь с автором в течение 24 часов.`,
        link: null,
      });
      return applicationId;
    });
    const answer: AuthorApplicationResponse = { data: { id } };
    res.status(201).json(answer);
  });
  return router;
};
