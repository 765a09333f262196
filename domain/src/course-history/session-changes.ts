import type { ChangedIds } from "./changed-ids";
import type { CourseChange } from "./course-change";
import { addedLabel, placeWord } from "./labels";

/**
 * One version per editing session (issue #29): the version's changes are those of the whole session,
 * from the course before its first save to now. They are joined from each save's changes
 * (`diffCourseBodies` of its patch), so a save costs what the session changed, never a diff of the
 * whole course against the one before the session. Joined by item:
 * - added, then changed or moved: still added (named and placed as it is now);
 * - added, then deleted: nothing; deleted, then added again (brought back): nothing;
 * - a name changed, then changed back: nothing; the same field changed twice: once, from the first
 *   `before` to the last `after`; moved twice: where it is now;
 * - what a session adds or deletes stands for what it holds: the changes of items inside it go (an
 *   item moved into an added one stays a move), and so do those inside an item added and deleted
 *   again (or deleted and brought back).
 * An item changed and changed back otherwise (a block's content, an order) still counts: to know,
 * the course before the session would have to be diffed with the course now.
 */

const itemKey = (c: CourseChange): string => (c.level === "course" ? `course:${c.field}` : `${c.level}:${c.id}`);
const placeKey = (level: string, id: string): string => `${level}:${id}`;

/** Fields whose `before` / `after` are the whole value (names): equal means changed back. */
const WHOLE_VALUE_FIELDS = new Set(["name", "general.name"]);

const joined = (earlier: CourseChange, later: CourseChange): CourseChange | null => {
  const change = { ...later, before: earlier.before, after: later.after };
  const back = WHOLE_VALUE_FIELDS.has(change.field) && change.before !== null && change.before === change.after;
  return back ? null : change;
};

/** An added item as it is after a later change: its name and place now. */
const stillAdded = (added: CourseChange, later: CourseChange): CourseChange => {
  const item = { ...added, name: later.name, parents: later.parents, where: later.parents.map(placeWord) };
  return { ...item, label: item.level === "course" ? item.label : addedLabel({ ...item, level: item.level }) };
};

const has = (list: ReadonlyArray<CourseChange>, kind: CourseChange["kind"]): CourseChange | undefined =>
  list.find((c) => c.kind === kind);

/**
 * The changes of a session's saves (each save's list, in the order they were saved) as the session's,
 * by the rules above. One pass: it costs the changes' number, however many saves there were.
 */
export const joinChanges = (...saves: ReadonlyArray<ReadonlyArray<CourseChange>>): CourseChange[] => {
  const items = new Map<string, CourseChange[]>();
  /** Items the session added and deleted again, or deleted and brought back: what was inside them goes too. */
  const gone = new Set<string>();
  for (const change of saves.flat()) {
    const key = itemKey(change);
    const list = items.get(key) ?? [];
    if (change.kind === "added" || change.kind === "deleted") {
      const opposite = has(list, change.kind === "added" ? "deleted" : "added");
      if (opposite) {
        items.delete(key);
        gone.add(key);
      } else items.set(key, [change]);
      continue;
    }
    const added = has(list, "added");
    if (added) {
      items.set(key, [stillAdded(added, change)]);
      continue;
    }
    const same = list.findIndex((c) => c.kind === change.kind && c.field === change.field);
    const previous = list[same];
    if (previous === undefined) items.set(key, [...list, change]);
    else {
      const next = change.kind === "moved" ? change : joined(previous, change);
      const updated = next === null ? list.filter((_, i) => i !== same) : list.map((c, i) => (i === same ? next : c));
      if (updated.length === 0) items.delete(key);
      else items.set(key, updated);
    }
  }
  const whole = new Set(gone);
  const addedItems = new Set<string>();
  for (const [key, list] of items) {
    if (has(list, "deleted")) whole.add(key);
    if (has(list, "added")) {
      whole.add(key);
      addedItems.add(key);
    }
  }
  const inside = (change: CourseChange): boolean =>
    change.parents.some((p) => {
      const key = placeKey(p.level, p.id);
      return whole.has(key) && !(change.kind === "moved" && addedItems.has(key));
    });
  return [...items.values()].flat().filter((change) => !inside(change));
};

/** Two versions' changed ids as one session's: each list without repeats, in the order first seen. */
export const joinChangedIds = (a: ChangedIds, b: ChangedIds): ChangedIds => {
  const join = (x: ReadonlyArray<string>, y: ReadonlyArray<string>): string[] => [...new Set([...x, ...y])];
  return {
    modules: join(a.modules, b.modules),
    lessons: join(a.lessons, b.lessons),
    tasks: join(a.tasks, b.tasks),
    blocks: join(a.blocks, b.blocks),
  };
};
