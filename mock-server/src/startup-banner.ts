import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./seed/demo-accounts";

export type BannerFacts = {
  readonly url: string;
  readonly dataDir: string;
  readonly seeded: boolean;
  readonly production: boolean;
  /** Some account exists (demo or real). */
  readonly hasUsers: boolean;
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
  } else if (production && !facts.hasUsers) {
    lines.push(
      "No accounts yet (NODE_ENV=production seeds no demo accounts: their password is public).",
      `Create the first account at ${url}/register; to try the demo data instead, start once with DEMO=1.`,
    );
  } else if (!production) {
    lines.push(
      `Demo accounts (password ${DEMO_PASSWORD}):`,
      demoList(),
      `Dev mailbox: ${url}/dev/mail (shows every user's links: development only)`,
    );
  }
  lines.push("Press Ctrl+C to stop.");
  return lines.join("\n");
};
