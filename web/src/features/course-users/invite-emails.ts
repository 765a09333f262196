import { emailErrors } from "@app/domain/validation/email";

/** Several addresses may be given at once, separated by commas, semicolons or spaces. */
export const splitEmails = (text: string): ReadonlyArray<string> => text.split(/[\s,;]+/).filter((part) => part !== "");

/** The first problem of the typed addresses (the domain's e-mail rules), naming the address when there are several. */
export const emailsProblem = (emails: ReadonlyArray<string>): string | undefined => {
  if (emails.length === 0) return emailErrors("")[0];
  for (const email of emails) {
    const problem = emailErrors(email)[0];
    if (problem !== undefined) return emails.length > 1 ? `${email}: ${problem}` : problem;
  }
  return undefined;
};
