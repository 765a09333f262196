import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./seed/demo-accounts";

export type BannerFacts = {
  readonly url: string;
  readonly dataDir: string;
  readonly seeded: boolean;
  readonly production: boolean;
  /** Some account exists (demo or real). */
  readonly hasUsers: boolean;
  /** Some account is an administrator (issue #32 part 4: who makes schools and gives roles). */
  readonly hasAdmin: boolean;
};

const demoList = (): string => DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(18)} ${a.role.toUpperCase()}`).join("\n");

/** What the server prints once it listens: the URL, the data folder, and how to sign in. */
export const startupBanner = (facts: BannerFacts): string => {
  const { url, production } = facts;
  const lines = [
    `Course platform mock server: ${url}`,
    `Data: ${facts.dataDir}${facts.seeded ? " (demo data seeded)" : ""}`,
  ];
  if (production && facts.seeded) {
    lines.push(
      "!!! WARNING: DEMO=1 seeded the demo accounts with the PUBLIC password " + `"${DEMO_PASSWORD}".`,
      "!!! Anyone who reads the README can sign in as these accounts, the administrator included.",
      "!!! Never run this on a server other people can reach. Demo accounts:",
      demoList(),
    );
  } else if (production && !facts.hasAdmin) {
    lines.push(
      `No administrator yet${facts.hasUsers ? "" : ", no accounts at all"} (NODE_ENV=production seeds no demo accounts: their password is public).`,
      "Make the first one: stop the server, run `npm run admin -- create EMAIL` (it prints a one-time link to set",
      "the password), start it again. He creates the schools and gives people their roles; everyone else registers",
      `at ${url}/register as a student. To try the demo data instead, start once with DEMO=1.`,
    );
  }
  if (production)
    lines.push(
      "No mail transport is configured: e-mails (password resets, invitations) are not sent; they stay in the",
      "data folder's outbox. An administrator who lost his password runs `npm run admin -- create EMAIL` again.",
    );
  else if (!production) {
    lines.push(
      `Demo accounts (password ${DEMO_PASSWORD}):`,
      demoList(),
      `Dev mailbox: ${url}/dev/mail (shows every user's links: development only)`,
    );
  }
  lines.push("Press Ctrl+C to stop.");
  return lines.join("\n");
};
