/**
 * The log as it leaves the browser (issue #33, part 1): free text typed by a person never reaches a
 * downloaded log as it was typed. Redaction (./redact.ts) replaces only complete e-mails, phones and
 * tokens, so the keystrokes before one is complete (`ivan@exa`) and names would stay. Here:
 *
 * - Of the edits of one field (an answer's draft, a block, a name, an about-tab text: `TEXT_EDITS`),
 *   only the last keeps its text, already redacted; every earlier one has each string that differs
 *   from the last's at the same place replaced by its shape (`shapeOf`: letters `·`, digits `#`,
 *   everything else as it was). So a replay ends in the state the session had, and stepping through
 *   the typing shows its shape only.
 * - Those earlier texts (4 characters or longer) are shaped wherever else they appear: a snapshot
 *   taken by a reload in the middle of typing, a server read of a saved draft.
 * - With `names`, the last texts are shaped too (nothing typed is left but its shape), and so are
 *   people's names (`name`, `surname`, `patronymic` of an object with a `surname`, and `full_name`).
 *
 * It works on the entries as JSON (the failure page hands over what the tab kept, undecoded), never
 * drops or renumbers one (seq stays gapless), and gives the same log again when applied to its result.
 */
export type PrivacyOptions = { readonly names: boolean };

/** Which events are edits of a typed field: the fields naming that field, and those holding its text. */
const TEXT_EDITS: Readonly<
  Record<string, { readonly key: ReadonlyArray<string>; readonly text: ReadonlyArray<string> }>
> = {
  AnswerDrafted: { key: ["courseID", "lessonID", "taskID", "contentBlockID"], text: ["text"] },
  BlockEdited: { key: ["courseID", "parent", "contentBlockID"], text: ["content"] },
  ModuleRenamed: { key: ["courseID", "moduleID"], text: ["moduleName"] },
  LessonRenamed: { key: ["courseID", "lessonID"], text: ["lessonName"] },
  TaskRenamed: { key: ["courseID", "taskID"], text: ["name"] },
  AboutTextEdited: { key: ["courseID", "field"], text: ["value"] },
  AdvantageEdited: { key: ["courseID", "index"], text: ["description"] },
};

/** Strings under these keys are never text (a tag, a format, an id): they keep their value. */
const isStructuralKey = (key: string): boolean =>
  key === "_tag" || key === "format" || key === "type" || key === "id" || /ID$/.test(key);

/** A text's shape: every letter `·`, every digit `#`, spaces and punctuation as they were. */
export const shapeOf = (text: string): string => text.replace(/\p{L}/gu, "·").replace(/\p{N}/gu, "#");

/** A text shorter than this cannot carry 4 characters of anything. */
const LEAK_LENGTH = 4;

type Json = unknown;
type Obj = Readonly<Record<string, Json>>;
const isObj = (value: Json): value is Obj => typeof value === "object" && value !== null && !Array.isArray(value);

const eventOf = (entry: Json): Obj | null => (isObj(entry) && isObj(entry["event"]) ? entry["event"] : null);

const editKey = (event: Obj): string | null => {
  const tag = event["_tag"];
  const edit = typeof tag === "string" ? TEXT_EDITS[tag] : undefined;
  return edit === undefined
    ? null
    : `${tag as string}|${JSON.stringify(edit.key.map((field) => event[field] ?? null))}`;
};

/**
 * `value` with each string that is not the same as `last`'s at the same place replaced by `replace`
 * (`last` undefined: every string). Collects the replaced strings in `replaced`.
 */
const shapeDiffering = (value: Json, last: Json, replaced: Set<string>): Json => {
  if (typeof value === "string") {
    if (value === last) return value;
    if (value.length >= LEAK_LENGTH) replaced.add(value);
    return shapeOf(value);
  }
  if (Array.isArray(value)) {
    const lastItems: ReadonlyArray<Json> = Array.isArray(last) ? last : [];
    return value.map((item, i) => shapeDiffering(item, lastItems[i], replaced));
  }
  if (isObj(value)) {
    const lastObj = isObj(last) ? last : {};
    const out: Record<string, Json> = {};
    for (const [key, item] of Object.entries(value))
      out[key] = isStructuralKey(key) ? item : shapeDiffering(item, lastObj[key], replaced);
    return out;
  }
  return value;
};

/** The event with its text fields shaped where they differ from `last` (the field's last edit). */
const shapeEdit = (event: Obj, last: Obj | null, replaced: Set<string>): Obj => {
  const edit = TEXT_EDITS[event["_tag"] as string];
  if (edit === undefined) return event;
  const out: Record<string, Json> = { ...event };
  for (const field of edit.text)
    if (field in event) out[field] = shapeDiffering(event[field], last === null ? undefined : last[field], replaced);
  return out;
};

const NAME_KEYS = new Set(["name", "surname", "patronymic"]);

/** Every string in `value` that is in `texts` shaped; with `names`, people's names too. Unchanged parts are kept as they are. */
const shapeEverywhere = (value: Json, texts: ReadonlySet<string>, names: boolean): Json => {
  if (typeof value === "string") return texts.has(value) ? shapeOf(value) : value;
  if (Array.isArray(value)) {
    let copy: Json[] | null = null;
    value.forEach((item: Json, i) => {
      const next = shapeEverywhere(item, texts, names);
      if (next !== item) (copy ??= value.slice())[i] = next;
    });
    return copy ?? value;
  }
  if (!isObj(value)) return value;
  const person = names && "surname" in value;
  let copy: Record<string, Json> | null = null;
  for (const [key, item] of Object.entries(value)) {
    const isName = typeof item === "string" && ((person && NAME_KEYS.has(key)) || (names && key === "full_name"));
    const next = isName ? shapeOf(item) : shapeEverywhere(item, texts, names);
    if (next !== item) (copy ??= { ...value })[key] = next;
  }
  return copy ?? value;
};

/** The entries as a downloaded log may hold them (see above). */
export const privateLog = (entries: ReadonlyArray<Json>, options: PrivacyOptions): Json[] => {
  const lastEdit = new Map<string, number>();
  entries.forEach((entry, index) => {
    const event = eventOf(entry);
    const key = event === null ? null : editKey(event);
    if (key !== null) lastEdit.set(key, index);
  });
  const replaced = new Set<string>();
  const kept = new Set<string>();
  const edited = entries.map((entry, index) => {
    const event = eventOf(entry);
    const key = event === null ? null : editKey(event);
    if (event === null || key === null) return entry;
    const lastIndex = lastEdit.get(key) ?? index;
    if (lastIndex === index && !options.names) {
      collectStrings(event, kept);
      return entry;
    }
    const last = lastIndex === index ? null : eventOf(entries[lastIndex]);
    return { ...(entry as Obj), event: shapeEdit(event, last, replaced) };
  });
  // A text that is also a kept (last) value is shown by it anyway: shaping it elsewhere would only change the replay.
  for (const text of kept) replaced.delete(text);
  // The common case (nothing typed, or every field typed once) walks no entry a second time.
  if (replaced.size === 0 && !options.names) return edited;
  return edited.map((entry) => shapeEverywhere(entry, replaced, options.names));
};

const collectStrings = (value: Json, into: Set<string>): void => {
  if (typeof value === "string") into.add(value);
  else if (Array.isArray(value)) for (const item of value as ReadonlyArray<Json>) collectStrings(item, into);
  else if (isObj(value)) for (const item of Object.values(value)) collectStrings(item, into);
};
