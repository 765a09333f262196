import { emailErrors, normalizeEmail } from "@app/domain/validation/email";
import { makeAdmin } from "../admin/first-admin";
import type { Store } from "../store/store";

export const ADMIN_USAGE =
  "usage: npm run admin -- create EMAIL   (with the server stopped; DATA_DIR: the data folder, ./data by default)";

export type CommandResult = { readonly code: number; readonly lines: ReadonlyArray<string> };

/**
 * `npm run admin -- create EMAIL` (issue #32 part 4), on an open store: makes EMAIL an
 * administrator and says how he signs in. A new account (or an administrator who lost his
 * password) gets a one-time link to set the password, valid a day: printed here, as production
 * sends no mail. Exit codes: 0 done, 2 a bad argument.
 */
export const adminCommand = async (
  args: ReadonlyArray<string>,
  deps: { readonly store: Store; readonly nowMs: number; readonly baseUrl: string },
): Promise<CommandResult> => {
  const [command, rawEmail, ...rest] = args;
  if (command !== "create" || rawEmail === undefined || rest.length > 0) return { code: 2, lines: [ADMIN_USAGE] };
  const problems = emailErrors(rawEmail);
  if (problems.length > 0) return { code: 2, lines: [`${rawEmail}: ${problems.join("; ")}`, ADMIN_USAGE] };
  const email = normalizeEmail(rawEmail);
  const made = await makeAdmin(deps.store, email, deps.nowMs);
  switch (made.kind) {
    case "created":
    case "already":
      return {
        code: 0,
        lines: [
          made.kind === "created"
            ? `${email} is now an administrator (a new account, user ${made.userId}).`
            : `${email} was already an administrator: a new link to set the password.`,
          "Open this link once, within 24 hours, to set the password (keep it secret; nothing is mailed;" +
            " behind a proxy, put the site's own address before /password):",
          `  ${deps.baseUrl}${made.link}`,
          "Then sign in at the site and open «Школы», «Пользователи» and «Журнал действий» in the menu.",
        ],
      };
    case "promoted":
      return {
        code: 0,
        lines: [`${email} (was ${made.from}) is now an administrator; he signs in with his own password.`],
      };
  }
};
