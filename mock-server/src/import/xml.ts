// Safe XML: the one parser every converter uses (no DTD, no entity expansion: a DOCTYPE declaring entities is refused), into plain XmlElement trees.
import { XMLParser } from "fast-xml-parser";
import { PACKAGE_MESSAGES } from "./package-messages";
import { PackageRefused } from "./package-files";

/** An element: its local name (namespace prefix removed), attributes (local names too), children in order, and its own text. */
export type XmlElement = {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: ReadonlyArray<XmlElement>;
  /** The element's direct text and CDATA, in order, entities of XML itself (`&lt;`, `&#233;`) decoded. */
  readonly text: string;
};

const PREDEFINED: Readonly<Record<string, string>> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** The five predefined entities and character references, in one pass; anything else stays as written. */
export const decodeXmlText = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith("#")) {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return PREDEFINED[ref] ?? whole;
  });

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: false,
  htmlEntities: false,
  cdataPropName: "#cdata",
  commentPropName: "#comment",
  ignorePiTags: true,
  ignoreDeclaration: true,
});

type Ordered = Record<string, unknown>;
const isRecord = (value: unknown): value is Ordered =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const list = (value: unknown): ReadonlyArray<unknown> => (Array.isArray(value) ? value : []);

const textOf = (nodes: ReadonlyArray<unknown>): string =>
  nodes.map((node) => (isRecord(node) && typeof node["#text"] === "string" ? node["#text"] : "")).join("");

const toElement = (node: Ordered): XmlElement | undefined => {
  const name = Object.keys(node).find((key) => key !== ":@");
  if (name === undefined || name.startsWith("#") || name.startsWith("?")) return undefined;
  const rawAttrs = node[":@"];
  const attrs: Record<string, string> = {};
  if (isRecord(rawAttrs))
    for (const [key, value] of Object.entries(rawAttrs))
      if (typeof value === "string") attrs[key] = decodeXmlText(value);
  const content = list(node[name]);
  const children: XmlElement[] = [];
  let text = "";
  for (const child of content) {
    if (!isRecord(child)) continue;
    if (typeof child["#text"] === "string") text += decodeXmlText(child["#text"]);
    else if (child["#cdata"] !== undefined) text += textOf(list(child["#cdata"]));
    else {
      const element = toElement(child);
      if (element !== undefined) children.push(element);
    }
  }
  return { name, attrs, children, text };
};

/**
 * Parses an XML file of a package (`where`: its path, for the message). Refuses (PackageRefused) a
 * document whose DOCTYPE declares entities (XXE, billion laughs) and a malformed one; entities are
 * never expanded and no DTD or external file is ever read.
 */
export const parseXml = (xml: string, where: string): XmlElement => {
  if (/<!ENTITY/i.test(xml)) throw new PackageRefused(PACKAGE_MESSAGES.xmlEntities(where));
  let parsed: unknown;
  try {
    parsed = parser.parse(xml);
  } catch {
    throw new PackageRefused(PACKAGE_MESSAGES.badXml(where));
  }
  for (const node of list(parsed)) {
    const element = isRecord(node) ? toElement(node) : undefined;
    if (element !== undefined) return element;
  }
  throw new PackageRefused(PACKAGE_MESSAGES.badXml(where));
};

/** Bytes of a package file as UTF-8 text (a BOM dropped). */
export const utf8 = (bytes: Uint8Array): string => new TextDecoder("utf-8").decode(bytes);

/** Children named `name` (local name). */
export const childrenNamed = (element: XmlElement | undefined, name: string): ReadonlyArray<XmlElement> =>
  element === undefined ? [] : element.children.filter((child) => child.name === name);

/** The first child named `name`. */
export const childNamed = (element: XmlElement | undefined, name: string): XmlElement | undefined =>
  element?.children.find((child) => child.name === name);

/** The first element named `name` at any depth below `element`. */
export const findDeep = (element: XmlElement | undefined, name: string): XmlElement | undefined => {
  if (element === undefined) return undefined;
  for (const child of element.children) {
    if (child.name === name) return child;
    const inner = findDeep(child, name);
    if (inner !== undefined) return inner;
  }
  return undefined;
};

/** Every element named `name` at any depth below `element`, in document order. */
export const findAllDeep = (element: XmlElement | undefined, name: string): XmlElement[] =>
  element === undefined
    ? []
    : element.children.flatMap((child) => [...(child.name === name ? [child] : []), ...findAllDeep(child, name)]);

/** The text of an element and all below it, in order, trimmed. */
export const deepText = (element: XmlElement | undefined): string =>
  element === undefined ? "" : [element.text, ...element.children.map(deepText)].join("").trim();
