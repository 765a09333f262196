import { snapshotOfDraft, type CourseBody } from "../api/course-content";
import type { Sharded } from "../model/sharded";
import type { ContentPatch } from "./content-patch";
import { diffCourse } from "./content-diff";
import type { CourseState } from "./course-state";
import { fromSnapshot } from "./snapshot-convert";
import type { ContentBlock } from "./structure";

const text = (value: unknown): string => JSON.stringify(value) ?? "";
const same = (a: unknown, b: unknown): boolean => a === b || text(a) === text(b);

/** `next`'s blocks, each one that equals `base`'s block of the same id replaced by that very object. */
const internBlocks = (
  base: Readonly<Record<string, ContentBlock>> | undefined,
  next: Readonly<Record<string, ContentBlock>>,
): Readonly<Record<string, ContentBlock>> => {
  if (base === undefined) return next;
  const out: Record<string, ContentBlock> = {};
  let all = Object.keys(base).length === Object.keys(next).length;
  for (const [id, block] of Object.entries(next)) {
    const old = base[id];
    if (old !== undefined && same(old, block)) out[id] = old;
    else {
      out[id] = block;
      all = false;
    }
  }
  return all ? base : out;
};

/** Items of `next` that equal `base`'s (after their blocks are interned) are `base`'s objects; so are equal buckets. */
const internTable = <T extends { readonly blocks: Readonly<Record<string, ContentBlock>> }>(
  base: Sharded<T>,
  next: Sharded<T>,
): Sharded<T> => {
  const out: Record<string, Record<string, T>> = {};
  for (const [name, bucket] of Object.entries(next)) {
    const old = base[name] ?? {};
    const items: Record<string, T> = {};
    let all = Object.keys(old).length === Object.keys(bucket).length;
    for (const [id, item] of Object.entries(bucket)) {
      const before = old[id];
      const interned = { ...item, blocks: internBlocks(before?.blocks, item.blocks) };
      if (before !== undefined && same(before, interned)) items[id] = before;
      else {
        items[id] = interned;
        all = false;
      }
    }
    out[name] = all && base[name] !== undefined ? base[name] : items;
  }
  return out;
};

const stateOf = (body: CourseBody): CourseState =>
  fromSnapshot(snapshotOfDraft("", body, { published: false, school: null }));

/**
 * The patch that turns the draft `from` into `to`, as a save sends it: the two bodies become model
 * states, the parts of `to` equal to `from`'s become `from`'s objects, and `diffCourse` (which
 * compares by reference) names what is left. Costs the size of the two courses; used where a whole
 * course becomes a change: a restore, a discard, a whole save's history entry.
 */
export const bodyPatch = (from: CourseBody, to: CourseBody): ContentPatch => {
  const base = stateOf(from);
  const raw = stateOf(to);
  const modules: Record<string, CourseState["modules"][string]> = {};
  for (const [id, module] of Object.entries(raw.modules)) {
    const before = base.modules[id];
    modules[id] = before !== undefined && same(before, module) ? before : module;
  }
  const pick = <K extends "general" | "additional" | "style" | "lists" | "settings">(key: K): CourseState[K] =>
    same(base[key], raw[key]) ? base[key] : raw[key];
  const next: CourseState = {
    ...raw,
    general: pick("general"),
    additional: pick("additional"),
    style: pick("style"),
    lists: pick("lists"),
    settings: pick("settings"),
    modules,
    lessons: internTable(base.lessons, raw.lessons),
    tasks: internTable(base.tasks, raw.tasks),
  };
  return diffCourse(base, next);
};
