import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { cyclicComponents, importCycles, pathWithin, runtimeImports } from "../eslint-rules/import-cycles.js";

describe("the import-cycle rule's parts", () => {
  it("counts what loads at run time: not type imports, not type-only names, not dynamic imports", () => {
    const text = [
      'import { a } from "./a";',
      'import type { B } from "./b";',
      'import { type C } from "./c";',
      'import { type D, e } from "./d";',
      'import "./side-effect";',
      'export { f } from "./f";',
      'export type { G } from "./g";',
      'export * from "./h";',
      'const later = () => import("./lazy");',
    ].join("\n");
    expect(runtimeImports("x.ts", text)).toEqual(["./a", "./d", "./side-effect", "./f", "./h"]);
  });

  it("finds the cycles and only them, and spells one out", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
      ["self", ["self"]],
    ]);
    const components = cyclicComponents(graph);
    expect([...components.keys()].sort()).toEqual(["a", "b", "c", "self"]);
    const cycle = components.get("a");
    expect(cycle).toBe(components.get("c"));
    expect(pathWithin(graph, cycle ?? new Set(), "b", "a")).toEqual(["b", "c", "a"]);
  });
});

describe("the rule on a tree", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "import-cycles-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const texts = new Map<string, string>();
  const write = (file: string, text: string): string => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
    texts.set(full, text);
    return full;
  };
  const a = write("domain/src/a.ts", 'import { b } from "./b";\nexport const a = () => b;\n');
  write("domain/src/b.ts", 'import { c } from "@app/domain/c";\nexport const b = c;\n');
  write("domain/src/c.ts", 'import { a } from "./a.js";\nexport const c = 1;\nexport const useA = () => a;\n');
  const typed = write("domain/src/typed.ts", 'import type { T } from "./typed-back";\nexport type U = T;\n');
  write("domain/src/typed-back.ts", 'import { type U } from "./typed";\nexport type T = U;\n');
  const outside = write("domain/src/outside.ts", 'import { a } from "./a";\nexport const o = a;\n');

  /** ESLint's messages for `file`, as `npm run lint` would give them with this rule alone. */
  const lint = (file: string): string[] =>
    new Linter({ cwd: root })
      .verify(
        texts.get(file) ?? "",
        [
          {
            files: ["**/*.ts"],
            languageOptions: { parser: tseslint.parser },
            plugins: { local: { rules: { "import-cycles": importCycles } } },
            rules: { "local/import-cycles": ["error", { folders: ["domain"] }] },
          },
        ],
        { filename: file },
      )
      .map((message) => message.message);

  it("reports the import that closes a cycle, through relative, workspace and .js-suffixed paths", () => {
    expect(lint(a)).toEqual(["Import cycle: domain/src/a.ts → domain/src/b.ts → domain/src/c.ts → domain/src/a.ts"]);
    expect(lint(outside)).toEqual([]);
  });

  it("lets types refer to each other", () => {
    expect(lint(typed)).toEqual([]);
  });
});
