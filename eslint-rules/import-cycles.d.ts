import type { Rule } from "eslint";

/** The specifiers a file imports at load time (no type-only imports, no dynamic `import()`). */
export declare const runtimeImports: (fileName: string, text: string) => string[];
/** Each file of a cycle, with the set of files of its strongly connected component. */
export declare const cyclicComponents: (graph: ReadonlyMap<string, readonly string[]>) => Map<string, Set<string>>;
/** The shortest way from `from` to `to` inside `component`, both ends included. */
export declare const pathWithin: (
  graph: ReadonlyMap<string, readonly string[]>,
  component: ReadonlySet<string>,
  from: string,
  to: string,
) => string[];
export declare const importCycles: Rule.RuleModule;
