import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";
import { afterEach, expect, it } from "vitest";

/**
 * SPEC §3 / issue #6: the build-time default of the API base URL. client.test.ts proves that the
 * client calls the value it reads from `import.meta.env.VITE_API_BASE_URL`; this proves that a
 * production build with this project's Vite config bakes the variable's value in at that place.
 * Only the client module's graph is bundled, in memory (nothing is written, web/dist is untouched).
 */
const WEB_DIR = fileURLToPath(new URL("../../..", import.meta.url));
const BACKEND = "http://backend.build-time.test:4400";

const isChunk = (file: Rolldown.OutputChunk | Rolldown.OutputAsset): file is Rolldown.OutputChunk =>
  file.type === "chunk";

afterEach(() => {
  delete process.env.VITE_API_BASE_URL;
});

it("a build made with VITE_API_BASE_URL carries that backend into the API client's code", async () => {
  // Vite reads VITE_* variables from the environment of the build, as `VITE_API_BASE_URL=… vite build` sets them.
  process.env.VITE_API_BASE_URL = BACKEND;
  const result = await build({
    root: WEB_DIR,
    configFile: path.join(WEB_DIR, "vite.config.ts"),
    logLevel: "silent",
    build: {
      write: false,
      emptyOutDir: false,
      rolldownOptions: { input: path.join(WEB_DIR, "src/lib/api/client.ts") },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const client = outputs
    .flatMap((output) => output.output)
    .filter(isChunk)
    .find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith("/src/lib/api/client.ts") === true);
  expect(client, "the client's own chunk").toBeDefined();
  expect(client?.code).toContain(BACKEND);
  expect(client?.code).not.toContain("VITE_API_BASE_URL");
});
