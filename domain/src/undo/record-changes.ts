/**
 * Runs a handler on a course through a proxy that notes every slot it writes before the write, so
 * undo can put it back: no handler has to remember to say what it is about to change. A slot is a
 * key of an object (its path from the course), or a whole array, whatever is written into it (a push,
 * a splice or an index). What the handler reads comes back wrapped, with its path, so writes at any
 * depth are seen; frozen parts (block content) cannot be written and come back as they are.
 * The server's store records its changes the same way (`mock-server/src/store/transaction.ts`).
 */
type Bag = Record<string | symbol, unknown>;

/** Read through one of these proxies, answers the object it wraps; any other object answers undefined. */
const RAW = Symbol("record-changes/raw");

/**
 * What a recording has wrapped so far, in parallel arrays reused by every action (an action walks
 * a handful of objects: a linear search costs less than a map, and nothing is allocated per object
 * but its proxy). `parents[i]` is the index of the object `targets[i]` was read from (-1: the root)
 * and `keys[i]` the key it was read by; a path is built only when a slot is written.
 */
type Recording = {
  note: (path: ReadonlyArray<string>) => void;
  count: number;
  readonly targets: object[];
  readonly proxies: object[];
  readonly parents: number[];
  readonly keys: string[];
};

const newRecording = (): Recording => ({
  note: () => undefined,
  count: 0,
  targets: [],
  proxies: [],
  parents: [],
  keys: [],
});

/** The recording under way: actions run one at a time, synchronously, and never nest. */
let active: Recording | undefined;
/** Reused by every recording that is not nested in another. */
const shared = newRecording();

const isObject = (value: unknown): value is object => typeof value === "object" && value !== null;

/**
 * The value as it goes into the course: a proxy replaced by what it wraps, also inside a new plain
 * object or array built from values read through proxies. Frozen values hold no proxy (they were
 * frozen before any handler ran).
 */
const unwrap = (value: unknown): unknown => {
  if (!isObject(value)) return value;
  const raw = (value as Bag)[RAW];
  if (raw !== undefined) return raw;
  if (Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (isObject(item)) value[i] = unwrap(item);
    }
    return value;
  }
  const bag = value as Bag;
  for (const key in bag) {
    const item = bag[key];
    if (isObject(item)) bag[key] = unwrap(item);
  }
  return value;
};

const indexOf = (recording: Recording, target: object): number => {
  for (let i = recording.count - 1; i >= 0; i--) if (recording.targets[i] === target) return i;
  return -1;
};

const pathOf = (recording: Recording, target: object): string[] => {
  const path: string[] = [];
  for (let i = indexOf(recording, target); i > 0; i = recording.parents[i] ?? -1) path.push(recording.keys[i] ?? "");
  return path.reverse();
};

/** The slot a write of `key` into `target` changes: the key of an object, or the whole array. */
const slotOf = (recording: Recording, target: object, key: string): ReadonlyArray<string> => {
  const path = pathOf(recording, target);
  if (!Array.isArray(target)) path.push(key);
  return path;
};

const wrap = (recording: Recording, target: object, parent: number, key: string): object => {
  const proxy = new Proxy(target, handler);
  const i = recording.count++;
  recording.targets[i] = target;
  recording.proxies[i] = proxy;
  recording.parents[i] = parent;
  recording.keys[i] = key;
  return proxy;
};

/** Array methods that write into the array. */
const WRITING = new Set(["push", "pop", "shift", "unshift", "splice", "sort", "reverse", "fill", "copyWithin"]);

const holdsOnlyValues = (array: ReadonlyArray<unknown>): boolean => {
  for (let i = 0; i < array.length; i++) if (isObject(array[i])) return false;
  return true;
};

/**
 * An array method of an array of plain values (an id order), run on the array itself: through the
 * proxy, `indexOf` or `splice` would trap on every element. A writing method notes the array first.
 * Arrays holding objects keep the proxy's way, so that the elements they hand out are recorded too.
 */
const directMethod = (
  recording: Recording,
  target: unknown[],
  key: string,
  method: (...args: unknown[]) => unknown,
) => {
  if (!holdsOnlyValues(target)) return undefined;
  if (!WRITING.has(key)) return (...args: unknown[]) => method.apply(target, args);
  return (...args: unknown[]) => {
    recording.note(pathOf(recording, target));
    return method.apply(target, args.map(unwrap));
  };
};

/** One handler for every proxy (its methods find the path of their target in the recording). */
const handler: ProxyHandler<Bag> = {
  get(target, key) {
    if (key === RAW) return target;
    const value = target[key];
    if (active === undefined || typeof key === "symbol") return value;
    if (typeof value === "function" && Array.isArray(target) && value === (Array.prototype as unknown as Bag)[key]) {
      return directMethod(active, target, key, value as (...args: unknown[]) => unknown) ?? value;
    }
    if (!isObject(value) || Object.isFrozen(value)) return value;
    const known = indexOf(active, value);
    return known >= 0 ? active.proxies[known] : wrap(active, value, indexOf(active, target), key);
  },
  set(target, key, value) {
    if (typeof key === "symbol") return false;
    if (active !== undefined) active.note(slotOf(active, target, key));
    target[key] = unwrap(value);
    return true;
  },
  deleteProperty(target, key) {
    if (typeof key === "symbol") return false;
    if (!Object.prototype.hasOwnProperty.call(target, key)) return true;
    if (active !== undefined) active.note(slotOf(active, target, key));
    return delete target[key];
  },
};

/**
 * Runs `apply` on a recording view of `root`. `note(path)` is called before each write, with the
 * path of the slot written, in the order of the writes (the caller keeps the first reading of a slot).
 */
export const recordChanges = <T extends object>(
  root: T,
  note: (path: ReadonlyArray<string>) => void,
  apply: (view: T) => void,
): void => {
  const outer = active;
  const recording = outer === undefined ? shared : newRecording();
  recording.note = note;
  active = recording;
  try {
    apply(wrap(recording, root, -1, "") as T);
  } finally {
    active = outer;
    // Nothing of this action is kept alive by the shared arrays.
    recording.targets.fill(shared, 0, recording.count);
    recording.proxies.fill(shared, 0, recording.count);
    recording.count = 0;
  }
};
