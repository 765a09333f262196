// A local ESLint rule: no import cycles (a module that, through its static imports, imports itself).
// It reads the whole tree once per ESLint run (a parse of each source file, its runtime imports only),
// finds the strongly connected components of that graph (Tarjan), and reports, in each file of a
// cycle, the imports that stay inside it, with one cycle spelled out. What counts as an edge is what
// runs at load time: `import type`, `export type` and imports of types alone vanish when compiled, and
// a dynamic `import()` loads later, so none of them can make a cycle at load time.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const SOURCE = /\.(?:ts|tsx|js|mjs)$/;
const SKIPPED = new Set(["node_modules", "dist", ".tsbuild", "data", "fixtures", ".artifacts", ".test-output"]);
const WORKSPACE = /^@app\/(domain|web|mock-server)\/(.*)$/;
const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx", "/index.js"];

/** The source files of the tree's packages, as absolute paths. */
const sourceFiles = (root, folders) => {
  const files = [];
  const walk = (dir) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith(".") && entry.name !== ".") continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name)) walk(full);
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(full);
    }
  };
  for (const folder of folders) walk(path.join(root, folder));
  return files;
};

/** Where an import points, as one of `known`'s files, or null (a package, a missing file). */
const resolver = (root, known) => (from, source) => {
  let base;
  if (source.startsWith(".")) base = path.resolve(path.dirname(from), source);
  else {
    const match = WORKSPACE.exec(source);
    if (match === null) return null;
    base = path.join(root, match[1], "src", match[2]);
  }
  if (known.has(base)) return base;
  // `./x.js` written for `./x.ts` (the ESM habit), then the extensions and index files.
  const stem = base.replace(/\.(?:js|mjs)$/, "");
  for (const extension of EXTENSIONS) if (known.has(stem + extension)) return stem + extension;
  return null;
};

/** Whether every name an import or export clause brings is a type (`{ type A, type B }`). */
const typesOnly = (elements) => elements.length > 0 && elements.every((element) => element.isTypeOnly);

/** The specifiers a file imports at load time, each with the position of its statement. */
export const runtimeImports = (fileName, text) => {
  const kind = /\.tsx$/.test(fileName)
    ? ts.ScriptKind.TSX
    : /\.m?js$/.test(fileName)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const imports = [];
  for (const statement of sourceFile.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const named = bindings !== undefined && ts.isNamedImports(bindings) ? bindings.elements : [];
      if (
        clause !== undefined &&
        clause.name === undefined &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        typesOnly(named)
      )
        continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) imports.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier !== undefined) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (clause !== undefined && ts.isNamedExports(clause) && typesOnly(clause.elements)) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) imports.push(statement.moduleSpecifier.text);
    }
  }
  return imports;
};

/** Tarjan's strongly connected components: each file's component, for the components that are cycles. */
export const cyclicComponents = (graph) => {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const componentOf = new Map();
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    // Iterative depth-first search: a deep import chain must not overflow the call stack.
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const targets = graph.get(node) ?? [];
      if (next < targets.length) {
        frame[1] += 1;
        const target = targets[next];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter);
          counter += 1;
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) !== index.get(node)) continue;
      const members = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        members.push(member);
      } while (member !== node);
      const selfLoop = (graph.get(node) ?? []).includes(node);
      if (members.length > 1 || selfLoop) {
        const component = new Set(members);
        for (const m of members) componentOf.set(m, component);
      }
    }
  }
  return componentOf;
};

/** The shortest way from `from` back to `to` inside `component` (breadth-first), as a list of files. */
export const pathWithin = (graph, component, from, to) => {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) break;
    for (const target of graph.get(node) ?? []) {
      if (!component.has(target) || previous.has(target)) continue;
      previous.set(target, node);
      queue.push(target);
    }
  }
  const way = [];
  for (let node = to; node !== null && node !== undefined; node = previous.get(node)) way.unshift(node);
  return way;
};

/** The tree's import graph and its cycles, built once per root and folder list in this process. */
const analyses = new Map();
const analyse = (root, folders) => {
  const key = `${root}\0${folders.join(",")}`;
  const known = analyses.get(key);
  if (known !== undefined) return known;
  const files = sourceFiles(root, folders);
  const resolve = resolver(root, new Set(files));
  const graph = new Map();
  for (const file of files) {
    const targets = runtimeImports(file, readFileSync(file, "utf8"))
      .map((source) => resolve(file, source))
      .filter((target) => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  const analysis = { graph, componentOf: cyclicComponents(graph), resolve };
  analyses.set(key, analysis);
  return analysis;
};

export const importCycles = {
  meta: {
    type: "problem",
    schema: [
      {
        type: "object",
        properties: { folders: { type: "array", items: { type: "string" } } },
        additionalProperties: false,
      },
    ],
    messages: { cycle: "Import cycle: {{cycle}}" },
  },
  create(context) {
    const root = context.cwd;
    const folders = context.options[0]?.folders ?? ["."];
    const { graph, componentOf, resolve } = analyse(root, folders);
    const file = context.filename;
    const component = componentOf.get(file);
    if (component === undefined) return {};
    const check = (node) => {
      if (node.importKind === "type" || node.exportKind === "type") return;
      const names = node.specifiers ?? [];
      if (names.length > 0 && names.every((name) => name.importKind === "type" || name.exportKind === "type")) return;
      const source = node.source?.value;
      if (typeof source !== "string") return;
      const target = resolve(file, source);
      if (target === null || !component.has(target) || !(graph.get(file) ?? []).includes(target)) return;
      const cycle = [file, ...pathWithin(graph, component, target, file)].map((f) => path.relative(root, f));
      context.report({ node, messageId: "cycle", data: { cycle: cycle.join(" → ") } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
