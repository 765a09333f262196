// ESLint: typescript-eslint's recommended rules, no `any`, the import-boundary zones of
// GUIDE §4.7 (domain → web/lib → web/features/* → web/app, features never import each other),
// no import cycles anywhere, and React's rules of hooks with exhaustive effect dependencies.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import { importZones } from "./eslint-rules/import-zones.js";
import { importCycles } from "./eslint-rules/import-cycles.js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";

const features = readdirSync(new URL("./web/src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: "./web/src/features",
  except: [`./${feature}`],
  message: "Features do not import each other: move shared code to web/src/lib.",
}));

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/.tsbuild/**",
      "data/**",
      "contracts/pacts/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { local: { rules: { "import-zones": importZones, "import-cycles": importCycles } } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "local/import-zones": [
        "error",
        {
          zones: [
            ...featureZones,
            { target: "./web/src/lib", from: "./web/src/features", message: "web/lib must not depend on features." },
            { target: "./web/src/lib", from: "./web/src/app", message: "web/lib must not depend on the app shell." },
            {
              target: "./web/src/features",
              from: "./web/src/app",
              message: "Features must not depend on the app shell.",
            },
            { target: "./domain", from: "./web", message: "domain is pure: it imports nothing of web." },
            {
              target: "./domain",
              from: "./mock-server",
              message: "domain is pure: it imports nothing of mock-server.",
            },
            {
              target: "./web/src",
              from: "./mock-server",
              exceptTargets: ["./web/src/test-support"],
              allowTests: true,
              message: "web talks to mock-server only over HTTP.",
            },
            ...["./web", "./mock-server", "./contracts", "./scripts"].map((target) => ({
              target,
              from: "./domain/src/model/sharded",
              message:
                "How the model stores its tables is the domain's business: read it through domain/src/course/course-query.ts (or passage-state's lookups).",
            })),
          ],
        },
      ],
    },
  },
  {
    // One parse of the tree per run (eslint-rules/import-cycles.js): import-x's no-cycle walked every
    // file's imports again from each file, over half of the lint's time.
    files: ["**/*.{ts,tsx,js,mjs}"],
    rules: {
      "local/import-cycles": [
        "error",
        { folders: ["domain", "web", "mock-server", "contracts", "scripts", "eslint-rules"] },
      ],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    files: ["domain/src/**/*.ts"],
    ignores: ["domain/src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex:
                "^(node:.*|fs|path|os|crypto|http|react.*|valtio|express|lowdb.*|multer|jsonwebtoken|rxjs.*|wouter.*)$",
              message: "domain/ is pure: no IO, no UI.",
            },
            { regex: "^effect$", message: "Import effect modules by subpath (effect/Schema), never the root." },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: "domain/ has no clock: times arrive in commands and events.",
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "domain/ has no clock: times arrive in commands and events.",
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: "domain/ has no randomness: ids arrive in commands and events.",
        },
      ],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}", "mock-server/src/**/*.ts", "contracts/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^effect$", message: "Import effect modules by subpath (effect/Schema)." }] },
      ],
    },
  },
);
