import type { RegisterResponse } from "@app/domain/api/registration";
import { validateRegistration } from "@app/domain/validation/forms";
import { normalizeEmail } from "@app/domain/validation/email";
import { phoneDigits } from "@app/domain/validation/phone";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { hashPassword } from "../auth/passwords";
import type { AppContext } from "../app-context";
import { formInput, invalidField, rejectInvalid } from "../http/form-input";
import { registerStudent } from "../auth/register-user";
import { routeTable, type ApiRoute } from "../http/route-table";
import { clientAddress, createRequestLimiter } from "../auth/request-limits";

const FIELDS = ["email", "password", "password_confirmation", "phone", "full_name"] as const;

/** "Иван Петров Сергеевич" → name "Иван", surname "Петров Сергеевич". */
const splitFullName = (fullName: string): { name: string; surname: string | null } => {
  const [name = "", ...rest] = fullName.trim().split(/\s+/);
  return { name, surname: rest.length > 0 ? rest.join(" ") : null };
};

/** SPEC §7 POST /api/register. New users are students; they are signed in at once. */
export const registrationRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();
  const limiter = createRequestLimiter("signUp", ctx.clock);
  router.post("/register", ctx.jsonBody, async (req, res) => {
    const input = formInput(req.body, FIELDS);
    rejectInvalid(validateRegistration(input));
    const email = normalizeEmail(input.email ?? "");
    // Issue #32: limited per address and per e-mail. A taken e-mail keeps its message (docs/decisions/accounts.md).
    limiter.admit(res, clientAddress(req), email);
    const password = await hashPassword(input.password ?? "", ctx.passwordCost);
    const { name, surname } = splitFullName(input.full_name ?? "");
    const userId = await registerStudent(
      ctx.store,
      {
        email,
        password,
        name,
        surname,
        phone: phoneDigits(input.phone ?? ""),
      },
      ctx.clock(),
    );
    if (userId === null) throw invalidField("email", VALIDATION_MESSAGES.emailTaken);
    const tokens = await ctx.sessions.open(userId);
    const answer: RegisterResponse = { data: { user_id: userId, tokens, roles: ["student"] } };
    res.status(201).json(answer);
  });
  return router.routes;
};
