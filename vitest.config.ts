import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The server tests that dispatch requests in-process (light-my-request's `inject`). To run an
 * Express app without a socket, light-my-request re-parents Express's shared request and response
 * prototypes onto its own fakes, for every app of that module registry: a real HTTP request to any
 * later server then fails ("reading 'isDone'"). These files keep a registry each.
 */
const IN_PROCESS_REQUESTS = [
  "mock-server/src/fuzz/**/*.test.ts",
  "mock-server/src/course-history/history-fuzz.test.ts",
  "mock-server/src/http/api-router.test.ts",
];

/**
 * The web and component tests that replace modules (`vi.mock`, `vi.doMock`) or start the app afresh
 * (`vi.resetModules`): what they do to the module registry must not reach another file, so each keeps a
 * registry of its own. Found by reading the files, so a new one is never forgotten.
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;
const WEB_SRC = fileURLToPath(new URL("./web/src/", import.meta.url));
const replacingModules = (suffix: string): string[] =>
  readdirSync(WEB_SRC, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(suffix) && REPLACES_MODULES.test(readFileSync(WEB_SRC + file, "utf8")))
    .map((file) => `web/src/${file.split("\\").join("/")}`);
const OWN_REGISTRY_COMPONENTS = replacingModules(".test.tsx");
const OWN_REGISTRY_WEB = replacingModules(".test.ts");

/**
 * Seven projects. Domain and server tests share one module registry per worker (`isolate: false`):
 * re-importing effect, Express and the app for each file cost most of their run (the server's files
 * each seeded the demo data again, too). The domain is pure; the server's tests start their own
 * servers on port 0 and stub no globals. The in-process-request files above keep a registry per file.
 * The web tests (`*.test.ts`) and the component tests (`*.test.tsx`, React in happy-dom with Testing
 * Library, web/src/test-support/) share one registry per worker too, but for the files that replace
 * modules (their own projects): a registry per file cost 32.6 CPU-s against 15–16 for the web tests,
 * 87 against 40–43 for the component tests. Stubbed globals and spies are undone after each test
 * (`unstubGlobals`, `restoreMocks`; web/src/test-support/setup.ts also signs the session out and
 * clears storage), and a store that lives in a module is emptied by its test before each test.
 */
export default defineConfig({
  test: {
    environment: "node",
    // Four workers on two cores: many server files wait on what they start (a child process, a
    // listening socket, an fsync'd journal), so two left the cores idle about 40% of the run
    // (118 s at 2, 79 s at 4, the same CPU time).
    maxWorkers: 4,
    testTimeout: 30_000,
    projects: [
      { extends: true, test: { name: "domain", include: ["domain/src/**/*.test.ts"], isolate: false } },
      {
        extends: true,
        test: {
          name: "server",
          include: ["mock-server/src/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: IN_PROCESS_REQUESTS,
          pool: "threads",
          isolate: false,
        },
      },
      { extends: true, test: { name: "server-inject", include: IN_PROCESS_REQUESTS, pool: "threads" } },
      {
        extends: true,
        test: {
          name: "web",
          include: ["web/src/**/*.test.ts"],
          exclude: OWN_REGISTRY_WEB,
          isolate: false,
          unstubGlobals: true,
          restoreMocks: true,
        },
      },
      { extends: true, test: { name: "web-own-registry", include: OWN_REGISTRY_WEB } },
      {
        extends: true,
        test: {
          name: "components",
          include: ["web/src/**/*.test.tsx"],
          exclude: OWN_REGISTRY_COMPONENTS,
          environment: "happy-dom",
          setupFiles: ["web/src/test-support/setup.ts"],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "components-own-registry",
          include: OWN_REGISTRY_COMPONENTS,
          environment: "happy-dom",
          setupFiles: ["web/src/test-support/setup.ts"],
        },
      },
    ],
  },
});
