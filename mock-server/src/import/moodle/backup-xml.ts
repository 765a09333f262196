import type { PackageFiles } from "../package-files";
import { childNamed, parseXml, utf8, type XmlElement } from "../xml";

/** Moodle's mark for a NULL column in its backup XML. */
const NULL = "$@NULL@$";

/** A field of a Moodle backup element (`<name>…</name>`): its text, or "" when absent or NULL. */
export const fieldOf = (element: XmlElement | undefined, name: string): string => {
  const text = childNamed(element, name)?.text ?? "";
  return text === NULL ? "" : text;
};

/** A numeric field, or undefined when absent, NULL or not a number. */
export const numberOf = (element: XmlElement | undefined, name: string): number | undefined => {
  const text = fieldOf(element, name).trim();
  if (text === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
};

/** A backup file parsed with the one safe parser, or undefined when the backup lacks it. */
export const readBackupXml = async (files: PackageFiles, path: string): Promise<XmlElement | undefined> =>
  files.paths.includes(path) ? parseXml(utf8(await files.read(path)), path) : undefined;
