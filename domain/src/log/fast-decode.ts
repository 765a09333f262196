import type * as Schema from "effect/Schema";
import type * as SchemaAST from "effect/SchemaAST";

/**
 * A fast path for decoding logs: a plain function compiled once from a Schema's AST, for the kinds
 * of node that the log schemas use (structs, string-keyed records, read-only arrays, unions — with a
 * direct jump by `_tag` —, literals, strings, numbers with their checks, booleans, null).
 *
 * It answers exactly what `Schema.decodeUnknown` answers when the input is valid: the same checks
 * run (the Schema's own filters), and the output has the same shape and key order (declared keys only,
 * excess keys dropped, new objects and arrays). On any doubt it answers `FAIL`, and the caller decodes
 * with the Schema itself, which then gives the verdict and the error message: the fast path may refuse
 * a valid input (it then only costs time), never accept an invalid one. Nodes it does not know
 * (encodings, optional keys, declarations, ...) make `compileFast` answer undefined, and the Schema is
 * used every time. Why: the Schema's general parser cost about as much as `JSON.parse` of the log.
 */
export const FAIL: unique symbol = Symbol("fast-decode/fail");
export type Fast = (input: unknown) => unknown;

const NO_OPTIONS: SchemaAST.ParseOptions = {};

const withChecks = (ast: SchemaAST.AST, base: Fast): Fast => {
  const checks = ast.checks;
  if (checks === undefined) return base;
  const filters: Array<(input: unknown) => boolean> = [];
  const add = (check: SchemaAST.Check<unknown>): void => {
    if (check._tag === "Filter") filters.push((input) => check.run(input, ast, NO_OPTIONS) === undefined);
    else for (const inner of check.checks) add(inner);
  };
  for (const check of checks) add(check);
  return (input) => {
    const value = base(input);
    if (value === FAIL) return FAIL;
    for (const passes of filters) if (!passes(value)) return FAIL;
    return value;
  };
};

const isRecord = (input: unknown): input is Record<string, unknown> => typeof input === "object" && input !== null && !Array.isArray(input);

/** The `_tag` literal a struct requires, if it has one. */
const tagOf = (ast: SchemaAST.AST): string | undefined => {
  if (ast._tag !== "Objects") return undefined;
  const tag = ast.propertySignatures.find((p) => p.name === "_tag")?.type;
  return tag?._tag === "Literal" && typeof tag.literal === "string" && tag.checks === undefined ? tag.literal : undefined;
};

/** A struct's decoder as a loop over its fields: the fallback where code cannot be generated (a CSP without 'unsafe-eval'). */
const structLoop = (names: ReadonlyArray<string>, decoders: ReadonlyArray<Fast>): Fast => (input) => {
  if (!isRecord(input)) return FAIL;
  const out: Record<string, unknown> = {};
  for (let i = 0; i < names.length; i++) {
    const name = names[i] as string;
    if (!(name in input)) return FAIL;
    const value = (decoders[i] as Fast)(input[name]);
    if (value === FAIL) return FAIL;
    out[name] = value;
  }
  return out;
};

/**
 * A struct's decoder as generated code with one object literal: every output of the struct then shares
 * one hidden class, and fields are read and written by constant names (a loop of `out[name] = value`
 * is several times slower). The code is built from the Schema's own field names, JSON-quoted, never
 * from input; `__proto__` is not among them (compileObjects refuses it).
 */
let generateCode = true;

/**
 * Structs decode in a loop from now on, never with generated code: for a page whose CSP has no
 * 'unsafe-eval', where trying would log a violation. Call it before the first decode.
 */
export const forbidCodegen = (): void => {
  generateCode = false;
};

const structDecoder = (names: ReadonlyArray<string>, decoders: ReadonlyArray<Fast>): Fast => {
  if (!generateCode) return structLoop(names, decoders);
  const quoted = names.map((name) => JSON.stringify(name));
  const present = quoted.map((name) => ` || !(${name} in input)`).join("");
  const fields = quoted.map((name, i) => `const v${i} = d[${i}](input[${name}]); if (v${i} === FAIL) return FAIL;`).join("\n");
  const literal = quoted.map((name, i) => `${name}: v${i}`).join(", ");
  const body = `return (input) => {\nif (typeof input !== "object" || input === null || Array.isArray(input)${present}) return FAIL;\n${fields}\nreturn { ${literal} };\n};`;
  try {
    const make = new Function("d", "FAIL", body) as (d: ReadonlyArray<Fast>, fail: typeof FAIL) => Fast;
    return make(decoders, FAIL);
  } catch {
    return structLoop(names, decoders);
  }
};

const compileObjects = (ast: SchemaAST.Objects): Fast | undefined => {
  const props = ast.propertySignatures;
  const indexes = ast.indexSignatures;
  if (props.length > 0 && indexes.length > 0) return undefined;
  if (props.length === 0 && indexes.length === 0) return undefined;
  if (props.length > 0) {
    const names: string[] = [];
    const decoders: Fast[] = [];
    for (const p of props) {
      const decoder = compileFast(p.type);
      if (typeof p.name !== "string" || p.name === "__proto__" || decoder === undefined) return undefined;
      names.push(p.name);
      decoders.push(decoder);
    }
    return structDecoder(names, decoders);
  }
  const index = indexes[0];
  if (indexes.length !== 1 || index === undefined || index.parameter._tag !== "String" || index.parameter.checks !== undefined || index.parameter.encoding !== undefined) return undefined;
  const decodeValue = compileFast(index.type);
  if (decodeValue === undefined) return undefined;
  return (input) => {
    if (!isRecord(input)) return FAIL;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(input)) {
      if (key === "__proto__") return FAIL;
      const value = decodeValue(input[key]);
      if (value === FAIL) return FAIL;
      out[key] = value;
    }
    return out;
  };
};

const compileArrays = (ast: SchemaAST.Arrays): Fast | undefined => {
  const item = ast.rest[0];
  if (ast.elements.length !== 0 || ast.rest.length !== 1 || item === undefined) return undefined;
  const decodeItem = compileFast(item);
  if (decodeItem === undefined) return undefined;
  return (input) => {
    if (!Array.isArray(input)) return FAIL;
    const out: unknown[] = [];
    for (let i = 0; i < input.length; i++) {
      if (!(i in input)) return FAIL;
      const value = decodeItem(input[i]);
      if (value === FAIL) return FAIL;
      out.push(value);
    }
    return out;
  };
};

const compileUnion = (ast: SchemaAST.Union): Fast | undefined => {
  if (ast.options?.mode === "oneOf") return undefined;
  const members: Fast[] = [];
  for (const type of ast.types) {
    const decoder = compileFast(type);
    if (decoder === undefined) return undefined;
    members.push(decoder);
  }
  const firstSuccess = (decoders: ReadonlyArray<Fast>, input: unknown): unknown => {
    for (let i = 0; i < decoders.length; i++) {
      const value = (decoders[i] as Fast)(input);
      if (value !== FAIL) return value;
    }
    return FAIL;
  };
  const tags = ast.types.map(tagOf);
  if (tags.some((tag) => tag === undefined)) return (input) => firstSuccess(members, input);
  // Every member requires its own `_tag` literal: only the members with the input's tag can succeed.
  const byTag = new Map<string, Fast[]>();
  tags.forEach((tag, i) => {
    const member = members[i];
    if (tag === undefined || member === undefined) return;
    const list = byTag.get(tag);
    if (list) list.push(member);
    else byTag.set(tag, [member]);
  });
  return (input) => {
    if (!isRecord(input)) return FAIL;
    const tag = input["_tag"];
    const candidates = typeof tag === "string" ? byTag.get(tag) : undefined;
    if (candidates === undefined) return FAIL;
    return candidates.length === 1 ? (candidates[0] as Fast)(input) : firstSuccess(candidates, input);
  };
};

const compileBase = (ast: SchemaAST.AST): Fast | undefined => {
  switch (ast._tag) {
    case "String":
      return (input) => (typeof input === "string" ? input : FAIL);
    case "Number":
      return (input) => (typeof input === "number" ? input : FAIL);
    case "Boolean":
      return (input) => (typeof input === "boolean" ? input : FAIL);
    case "Null":
      return (input) => (input === null ? input : FAIL);
    case "Literal": {
      const literal = ast.literal;
      return (input) => (input === literal ? input : FAIL);
    }
    case "Objects":
      return ast.encodingChecks === undefined ? compileObjects(ast) : undefined;
    case "Arrays":
      return ast.encodingChecks === undefined ? compileArrays(ast) : undefined;
    case "Union":
      return ast.encodingChecks === undefined ? compileUnion(ast) : undefined;
    default:
      return undefined;
  }
};

const cache = new WeakMap<SchemaAST.AST, Fast | null>();

/** The fast decoder of an AST, or undefined when some node of it is not one this path knows. */
export const compileFast = (ast: SchemaAST.AST): Fast | undefined => {
  const known = cache.get(ast);
  if (known !== undefined) return known ?? undefined;
  const supported = ast.encoding === undefined && ast.context?.isOptional !== true;
  const base = supported ? compileBase(ast) : undefined;
  const decoder = base === undefined ? undefined : withChecks(ast, base);
  cache.set(ast, decoder ?? null);
  return decoder;
};

/** `compileFast` for a Schema. */
export const fastDecoderOf = (schema: Schema.Top): Fast | undefined => compileFast(schema.ast);
