import { Router } from "express";
import type { RegisterResponse } from "@app/domain/api/registration";
import { validateRegistration } from "@app/domain/validation/forms";
import { normalizeEmail } from "@app/domain/validation/email";
import { phoneDigits } from "@app/domain/validation/phone";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { hashPassword } from "../auth/passwords";
import type { AppContext } from "../app-context";
import { formInput, invalidField, rejectInvalid } from "../http/form-input";
import { nextId } from "../store/next-id";
import { newProfile } from "../store/user-record";

const FIELDS = ["email", "password", "password_confirmation", "phone", "full_name"] as const;

/** "Иван Петров Сергеевич" → name "Иван", surname "Петров Сергеевич". */
const splitFullName = (fullName: string): { name: string; surname: string | null } => {
  const [name = "", ...rest] = fullName.trim().split(/\s+/);
  return { name, surname: rest.length > 0 ? rest.join(" ") : null };
};

/** SPEC §7 POST /api/register. New users are students; they are signed in at once. */
export const registrationRoutes = (ctx: AppContext): Router => {
  const router = Router();
  router.post("/register", ctx.jsonBody, async (req, res) => {
    const input = formInput(req.body, FIELDS);
    rejectInvalid(validateRegistration(input));
    const email = normalizeEmail(input.email ?? "");
    const password = hashPassword(input.password ?? "");
    const { name, surname } = splitFullName(input.full_name ?? "");
    const userId = await ctx.store.update((db) => {
      if (db.users.some((u) => u.email === email)) return null;
      const id = nextId(db, "users", db.users.length);
      db.users.push({
        id,
        email,
        password,
        roles: ["student"],
        school_id: [],
        profile: newProfile(nextId(db, "profiles", 100 + id), name, surname, phoneDigits(input.phone ?? "")),
      });
      return id;
    });
    if (userId === null) throw invalidField("email", VALIDATION_MESSAGES.emailTaken);
    const tokens = await ctx.sessions.open(userId);
    const answer: RegisterResponse = { data: { user_id: userId, tokens, roles: ["student"] } };
    res.status(201).json(answer);
  });
  return router;
};
