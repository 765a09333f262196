import { LIMITS } from "../constants";
import type { AboutEntry, AboutLists } from "./about";
import { checkText, type Problem } from "./check-text";
import { ownImageErrors } from "../validation/own-file-url";

/** A list image (issue #32 row 11): a file of this server, or none yet. */
const imageProblems = (field: string, value: string): Problem[] =>
  ownImageErrors(value).map((message) => ({ field, message }));

/**
 * The one rule for an about-list item (SPEC §9 lengths; SPEC §5 required fields, checked only
 * `forPublish`; images are files of this server, issue #32), under `at` (`lists.{list}.{id}` in the editor, `lists.{list}.{index}` on a save).
 * The editor's decide, the draft checks (the editor's unsaved guard and the server's save) and the
 * publish checks all call it.
 */
export const aboutItemProblems = (entry: AboutEntry, at: string, forPublish: boolean): Problem[] => {
  const field = (name: string, value: string | null, max: number | undefined, required: boolean): Problem[] =>
    checkText(`${at}.${name}`, value, { required: forPublish && required, ...(max === undefined ? {} : { max }) });
  switch (entry.list) {
    case "teachers":
      return [
        ...field("name", entry.item.name, LIMITS.name, true),
        ...field("description", entry.item.description, undefined, true),
        ...field("image", entry.item.image, undefined, true),
        ...imageProblems(`${at}.image`, entry.item.image),
      ];
    case "programs":
      return [
        ...field("name", entry.item.name, LIMITS.programName, true),
        ...field("description", entry.item.description, undefined, true),
      ];
    case "results":
      return [
        ...field("name", entry.item.name, LIMITS.resultsName, false),
        ...field("description", entry.item.description, LIMITS.resultsDescription, false),
      ];
    case "consumers":
      return [
        ...field("description", entry.item.description, LIMITS.consumersDescription, false),
        ...imageProblems(`${at}.image`, entry.item.image),
      ];
    case "learns":
      return [
        ...field("description", entry.item.description, LIMITS.learnsDescription, false),
        ...imageProblems(`${at}.image`, entry.item.image),
      ];
    default: {
      const never: never = entry;
      return never;
    }
  }
};

type Placed = { readonly entry: AboutEntry; readonly id: string; readonly index: number; readonly active: boolean };
const placed = <T extends { readonly id: string; readonly status: string }>(
  items: ReadonlyArray<T>,
  entryOf: (item: T) => AboutEntry,
): ReadonlyArray<Placed> =>
  items.map((item, index) => ({ entry: entryOf(item), id: item.id, index, active: item.status === "active" }));

const entriesOf = (lists: AboutLists, list: AboutEntry["list"]): ReadonlyArray<Placed> => {
  switch (list) {
    case "teachers":
      return placed(lists.teachers, (item) => ({ list, item }));
    case "programs":
      return placed(lists.programs, (item) => ({ list, item }));
    case "results":
      return placed(lists.results, (item) => ({ list, item }));
    case "consumers":
      return placed(lists.consumers, (item) => ({ list, item }));
    case "learns":
      return placed(lists.learns, (item) => ({ list, item }));
    default: {
      const never: never = list;
      return never;
    }
  }
};

/** Every active item of the lists in `order`, each keyed by its id or by its index in its list. */
export const aboutListProblems = (
  lists: AboutLists,
  order: ReadonlyArray<AboutEntry["list"]>,
  key: "id" | "index",
  forPublish: boolean,
): Problem[] =>
  order.flatMap((list) =>
    entriesOf(lists, list).flatMap((p) =>
      p.active ? aboutItemProblems(p.entry, `lists.${list}.${key === "id" ? p.id : p.index}`, forPublish) : [],
    ),
  );
