import { AboutListName } from "../course/about";
import { ActionName } from "../course/settings";
import type { DomainEvent } from "../model/event";
import { phrase } from "./content";
import type { MCourse } from "./mirror";
import type { Rng } from "./prng";

const ACTIONS: ReadonlyArray<ActionName> = ActionName.literals;
const LISTS: ReadonlyArray<AboutListName> = AboutListName.literals;

/** A list image is a file of this server (issue #32): a made-up upload's address, the same for the same id. */
const imageOf = (id: string): string => {
  let hash = 0x811c9dc5;
  for (const ch of id) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return `/api/files/00000000-0000-4000-8000-${hash.toString(16).padStart(12, "0")}`;
};

const entryFor = (rng: Rng, list: AboutListName, id: string) => {
  switch (list) {
    case "teachers":
      return { list, item: { id, name: phrase(rng, 2, 2), image: imageOf(id), description: phrase(rng, 3, 8) } };
    case "programs":
      return { list, item: { id, name: phrase(rng, 1, 4), description: phrase(rng, 3, 10) } };
    case "results":
      return {
        list,
        item: { id, name: phrase(rng, 1, 3), description: phrase(rng, 3, 8), color: "#4a7", position: rng.int(0, 9) },
      };
    case "consumers":
    case "learns":
      return { list, item: { id, description: phrase(rng, 1, 3), image: imageOf(id) } };
    default: {
      const never: never = list;
      return never;
    }
  }
};

/** The about and settings tabs: text fields, advantages, list items, switches. */
export const aboutAction = (
  rng: Rng,
  c: MCourse,
  at: number,
  newId: () => string,
): { event: DomainEvent; text: boolean } | undefined => {
  const roll = rng.next();
  if (roll < 0.3) {
    const field = rng.pick(["name", "summary", "price", "description", "additionalDescription"] as const) ?? "name";
    const value = field === "price" ? String(rng.int(0, 50) * 100) : phrase(rng, 1, 6);
    return { event: { _tag: "AboutTextEdited", courseID: c.id, field, value, at }, text: true };
  }
  if (roll < 0.4)
    return {
      event: { _tag: "AdvantageEdited", courseID: c.id, index: rng.int(0, 2), description: phrase(rng, 2, 5), at },
      text: true,
    };
  if (roll < 0.55) {
    const list = rng.pick(LISTS) ?? "programs";
    const itemId = newId();
    (c.items[list] ??= []).push(itemId);
    return { event: { _tag: "AboutItemCreated", courseID: c.id, entry: entryFor(rng, list, itemId) }, text: false };
  }
  if (roll < 0.75) {
    const list = rng.pick(LISTS) ?? "programs";
    const itemId = rng.pick(c.items[list] ?? []);
    if (itemId === undefined) return undefined;
    const op = rng.int(0, 3);
    if (op === 0)
      return {
        event: { _tag: "AboutItemUpdated", courseID: c.id, entry: entryFor(rng, list, itemId), at },
        text: true,
      };
    if (op === 1) return { event: { _tag: "AboutItemMarkedForDelete", courseID: c.id, list, id: itemId }, text: false };
    if (op === 2) return { event: { _tag: "AboutItemRestored", courseID: c.id, list, id: itemId }, text: false };
    if (!c.saved) c.items[list] = (c.items[list] ?? []).filter((i) => i !== itemId);
    return { event: { _tag: "AboutItemDeleted", courseID: c.id, list, id: itemId }, text: false };
  }
  if (roll < 0.9)
    return {
      event: {
        _tag: "SettingsActionSet",
        courseID: c.id,
        action: rng.pick(ACTIONS) ?? "accessEnable",
        value: rng.chance(0.5),
      },
      text: false,
    };
  return {
    event: {
      _tag: "AccessesEdited",
      courseID: c.id,
      available: true,
      accessByEmail: rng.chance(0.3),
      teachers: [],
      link: "",
      maxCount: rng.pick(["5", "x10", "+20", "30"]) ?? "5",
      isSetMaxCount: rng.chance(0.5),
    },
    text: false,
  };
};
