import { childNamed, childrenNamed, deepText, findDeep, type XmlElement } from "../xml";
import { safeEntryPath } from "../package-files";

/** A resource of the manifest: its type, identifier, main file (`href`), every file and its dependencies. */
export type CartridgeResource = {
  readonly identifier: string;
  readonly type: string;
  readonly href: string | undefined;
  readonly files: ReadonlyArray<string>;
  readonly dependencies: ReadonlyArray<string>;
  /** The resource this one is a fallback of (CC 1.3 `cpx:variant`), shown by LMSs that cannot show the other. */
  readonly variantOf: string | undefined;
};

/** An item of the organization: a folder (children) or a leaf pointing at a resource (`ref`). */
export type CartridgeItem = {
  readonly title: string;
  readonly ref: string | undefined;
  readonly children: ReadonlyArray<CartridgeItem>;
};

export type CartridgeManifest = {
  readonly title: string;
  readonly version: string;
  readonly items: ReadonlyArray<CartridgeItem>;
  readonly resources: ReadonlyMap<string, CartridgeResource>;
};

const joinBase = (base: string | undefined, href: string | undefined): string | undefined => {
  if (href === undefined || href.trim() === "") return undefined;
  const full = base === undefined || base === "" ? href : `${base.replace(/\/?$/, "/")}${href}`;
  let decoded = full;
  try {
    decoded = decodeURIComponent(full);
  } catch {
    // a stray % stays as it is
  }
  return safeEntryPath(decoded) ?? decoded;
};

const item = (element: XmlElement): CartridgeItem => ({
  title: deepText(childNamed(element, "title")),
  ref: element.attrs.identifierref,
  children: childrenNamed(element, "item").map(item),
});

const resource = (element: XmlElement): CartridgeResource => {
  const base = element.attrs.base;
  return {
    identifier: element.attrs.identifier ?? "",
    type: element.attrs.type ?? "",
    href: joinBase(base, element.attrs.href),
    files: childrenNamed(element, "file").flatMap((file) => joinBase(base, file.attrs.href) ?? []),
    dependencies: childrenNamed(element, "dependency").flatMap((dep) => dep.attrs.identifierref ?? []),
    variantOf: childNamed(element, "variant")?.attrs.identifierref,
  };
};

/**
 * The parts of imsmanifest.xml the import uses: the course title (LOM general/title), the first
 * organization's items (below its one root item, as CC has it) and the resources by identifier.
 */
export const readManifest = (root: XmlElement): CartridgeManifest => {
  const metadata = childNamed(root, "metadata");
  const general = findDeep(findDeep(metadata, "lom"), "general");
  const title = deepText(childNamed(childNamed(general, "title"), "string") ?? childNamed(general, "title"));
  const organization = childNamed(childNamed(root, "organizations"), "organization");
  const top = childrenNamed(organization, "item");
  // CC wraps the whole tree in one root item without a resource ("rooted-hierarchy").
  const items = top.length === 1 && top[0]?.attrs.identifierref === undefined ? childrenNamed(top[0], "item") : top;
  const resources = new Map<string, CartridgeResource>();
  for (const element of childrenNamed(childNamed(root, "resources"), "resource")) {
    const value = resource(element);
    if (value.identifier !== "") resources.set(value.identifier, value);
  }
  return {
    title,
    version: deepText(childNamed(metadata, "schemaversion")),
    items: items.map(item),
    resources,
  };
};
