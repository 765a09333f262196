import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DomainEvent } from "../model/event";
import { replay } from "../model/evolve";
import { initialState } from "../model/state";
import { envelope, type Envelope } from "./envelope";
import { privateLog, shapeOf } from "./private-log";
import { REDACTED, redactEvent } from "./redact";
import { serializeLog } from "./stable-json";

/** What the person types: a secret inside a sentence. */
type Typing = { readonly before: string; readonly secret: string; readonly after: string };
/** One step of the typing: a key, a typo typed then taken back, or a pause (a save read back, or a reload). */
type Step = { readonly typo: string | null; readonly pause: "none" | "read" | "reload" };

const lower = fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz"), minLength: 3, maxLength: 9 });
const email = fc
  .tuple(lower, fc.constantFrom("", "."), lower, lower, fc.constantFrom("ru", "com", "org"))
  .map(([user, dot, user2, host, zone]) => `${user}${dot === "" ? "" : `.${user2}`}@${host}.${zone}`);
const d = fc.integer({ min: 0, max: 9 }).map(String);
const ds = (n: number) => fc.array(d, { minLength: n, maxLength: n }).map((x) => x.join(""));
const phone = fc
  .tuple(ds(3), ds(3), ds(2), ds(2), fc.constantFrom(0, 1, 2))
  .map(([a, b, c, e, style]) =>
    style === 0 ? `+7 ${a} ${b}-${c}-${e}` : style === 1 ? `8 (${a}) ${b} ${c} ${e}` : `8${a}${b}${c}${e}`,
  );
const cyr = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(..."абвгдеёжзийклмнопрстуфхцчшщыэюя"), minLength: min, maxLength: max });
const name = fc
  .tuple(
    fc.constantFrom(..."АБВГДЕЖЗИКЛМНОПРСТУФЭЮЯ"),
    cyr(2, 8),
    fc.constantFrom(..."АБВГДЕЖЗИКЛМНОПРСТУФЭЮЯ"),
    cyr(3, 9),
  )
  .map(([a, rest, b, rest2]) => `${a}${rest} ${b}${rest2}`);

const typing = (secret: fc.Arbitrary<string>, before: string, after: string): fc.Arbitrary<Typing> =>
  secret.map((s) => ({ before, secret: s, after }));
const steps = (length: number): fc.Arbitrary<Step[]> =>
  fc.array(
    fc.record({
      typo: fc.option(fc.constantFrom("x", "ы", "7", "@", " "), { freq: 6 }),
      pause: fc.constantFrom<Step["pause"]>("none", "none", "none", "none", "none", "read", "reload"),
    }),
    { minLength: length, maxLength: length },
  );

/**
 * The log a session records (the event log redacts each event as it keeps it): one edit per key, a
 * typo's key and its backspace, a save read back at a pause, a reload's snapshot; in an answer or in a
 * constructor's text block.
 */
const recordTyping = ({ before, secret, after }: Typing, plan: ReadonlyArray<Step>, inBlock: boolean): Envelope[] => {
  const text = `${before}${secret}${after}`;
  const events: DomainEvent[] = [];
  const edit = (value: string): DomainEvent =>
    inBlock
      ? {
          _tag: "BlockEdited",
          courseID: "c",
          parent: { _tag: "lesson", lessonID: "l" },
          contentBlockID: "b",
          content: { _tag: "text", text: value },
          at: 0,
        }
      : {
          _tag: "AnswerDrafted",
          courseID: "c",
          lessonID: "l",
          taskID: "t",
          contentBlockID: "b",
          text: value,
          files: [],
        };
  for (let i = 1; i <= text.length; i++) {
    const step = plan[i - 1] ?? { typo: null, pause: "none" };
    const typed = text.slice(0, i);
    if (step.typo !== null) {
      events.push(edit(typed + step.typo));
      events.push(edit(typed));
    }
    events.push(edit(typed));
    if (step.pause === "read")
      events.push({ _tag: "ServerRead", path: "/api/drafts", body: { data: [{ text: typed }] } });
    if (step.pause === "reload")
      events.push({ _tag: "StateSnapshot", reason: "reload", state: replay(events.slice(), initialState()) });
  }
  return events.map((event, i) => envelope(i + 1, 1_000 + i, redactEvent(event)));
};

/**
 * The log's own words, which no one typed: an event's tag, a snapshot's reason, and the address a save
 * was read back from (here always `/api/drafts`). A secret that happens to contain 4 letters of them
 * (`aaa.eloaaa@…` and `reload`, `aaa.aftsa@…` and `/api/drafts`) is not leaked by them.
 */
const VOCABULARY_KEYS = new Set(["_tag", "reason", "path"]);

/** Every string value of a downloaded log (not its keys, nor the log's own words), placeholders taken out. */
const valuesOf = (value: unknown, into: string[] = []): string[] => {
  if (typeof value === "string")
    into.push(Object.values(REDACTED).reduce((text, placeholder) => text.replaceAll(placeholder, "|"), value));
  else if (Array.isArray(value)) for (const item of value as unknown[]) valuesOf(item, into);
  else if (typeof value === "object" && value !== null)
    for (const [key, item] of Object.entries(value)) if (!VOCABULARY_KEYS.has(key)) valuesOf(item, into);
  return into;
};

/** The secret's runs of 4 characters that the downloaded log still holds. */
const leaks = (secret: string, downloaded: string): string[] => {
  const values = valuesOf(JSON.parse(downloaded));
  const runs = Array.from({ length: Math.max(0, secret.length - 3) }, (_, i) => secret.slice(i, i + 4));
  return runs.filter((run) => values.some((value) => value.includes(run)));
};

const download = (entries: ReadonlyArray<Envelope>, names: boolean): string =>
  serializeLog(privateLog(entries, { names }));

describe("a downloaded log is private by construction (issue #33)", () => {
  it("e-mails and phones typed key by key, with typos, pauses and reloads, leave no 4 characters of theirs", () => {
    const typed = fc.oneof(
      typing(phone, "Мой телефон ", ", звоните"),
      typing(email, "почта ", " — пишите"),
      typing(email, "", ""),
    );
    fc.assert(
      fc.property(
        typed.chain((t) =>
          fc.tuple(fc.constant(t), steps(t.before.length + t.secret.length + t.after.length), fc.boolean()),
        ),
        ([t, plan, inBlock]) => {
          const text = download(recordTyping(t, plan, inBlock), false);
          expect(leaks(t.secret, text)).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("a secret that shares 4 letters with the log's own words is not taken for a leak (the seed that found it)", () => {
    const plan = Array.from({ length: 17 }, (_, i): Step => ({ typo: null, pause: i === 9 ? "reload" : "none" }));
    const text = download(recordTyping({ before: "", secret: "aaa.eloaaa@aaa.ru", after: "" }, plan, false), false);
    expect(text).toContain('"reason":"reload"');
    expect(leaks("aaa.eloaaa@aaa.ru", text)).toEqual([]);
    // The same letters in a typed text are still found.
    expect(leaks("aaa.eloaaa@aaa.ru", JSON.stringify([{ event: { text: "aaa.eloa" } }]))).toContain("eloa");
  });

  it("nor one that shares 4 letters with the address a save was read back from (the seed that found it)", () => {
    const plan = Array.from({ length: 16 }, (_, i): Step => ({ typo: null, pause: i === 9 ? "read" : "none" }));
    const text = download(recordTyping({ before: "", secret: "aaa.aftsa@aaa.ru", after: "" }, plan, false), false);
    expect(text).toContain('"path":"/api/drafts"');
    expect(leaks("aaa.aftsa@aaa.ru", text)).toEqual([]);
    // The read-back text itself is still searched: the same letters there are found.
    expect(
      leaks("aaa.aftsa@aaa.ru", JSON.stringify([{ event: { body: { data: [{ text: "aaa.afts" }] } } }])),
    ).toContain("afts");
  });

  it("with names left out, names typed the same way leave no 4 characters of theirs either", () => {
    fc.assert(
      fc.property(
        typing(name, "Меня зовут ", ".").chain((t) =>
          fc.tuple(fc.constant(t), steps(t.before.length + t.secret.length + t.after.length), fc.boolean()),
        ),
        ([t, plan, inBlock]) => {
          const entries = recordTyping(t, plan, inBlock);
          expect(leaks(t.secret, download(entries, true))).toEqual([]);
          // Without the option, the name the person settled on stays (only its earlier keystrokes go).
          expect(leaks(t.secret, download(entries, false)).length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("the row 1 text of issue #33: the answer's draft keystrokes keep only their shape, the last keeps its text redacted", () => {
    const t = { before: "Мой телефон ", secret: "+7 912 345-67-89, почта ivan@example.com", after: "" };
    const entries = recordTyping(t, [], false);
    const out = privateLog(entries, { names: false }) as Envelope[];
    expect(out).toHaveLength(entries.length);
    expect(out.map((entry) => entry.seq)).toEqual(entries.map((entry) => entry.seq));
    const texts = out.map((entry) => (entry.event._tag === "AnswerDrafted" ? entry.event.text : ""));
    expect(texts.at(-1)).toBe("Мой телефон [phone], почта [email]");
    // `ivan@example.co` is an address already (redacted as the event was kept); `ivan@example.` is not yet.
    expect(texts.at(-2)).toBe("Мой телефон [phone], почта [email]");
    expect(texts.at(-4)).toBe(shapeOf("Мой телефон [phone], почта ivan@example."));
    expect(texts.at(-4)).toBe("··· ······· [·····], ····· ····@·······.");
    expect(texts.at(-30)).toBe("··· ······· +# ### ###-");
    for (const run of ["ivan", "exam", "912 ", "67-8"]) expect(serializeLog(out)).not.toContain(run);
  });

  it("replays to the session's state; a log without typed edits is unchanged; applied twice it changes nothing more", () => {
    const entries = recordTyping({ before: "Ответ: ", secret: "цикл for", after: "" }, [], false);
    const out = privateLog(entries, { names: false }) as Envelope[];
    const final = (log: ReadonlyArray<Envelope>) =>
      replay(
        log.map((entry) => entry.event),
        initialState(),
      );
    expect(final(out)).toEqual(final(entries));
    expect(privateLog(out, { names: false })).toEqual(out);
    const plain = [
      envelope(1, 0, { _tag: "CourseCreated", courseID: "c", name: "Курс", at: 0 }),
      envelope(2, 0, { _tag: "ModuleCreated", courseID: "c", moduleID: "m", moduleName: "Раздел", at: 0 }),
    ];
    expect(privateLog(plain, { names: false })).toEqual(plain);
  });

  it("with names left out, people's names in server reads become their shape; ids and tags stay", () => {
    const read = envelope(1, 0, {
      _tag: "ServerRead",
      path: "/api/review",
      body: { data: [{ id: 7, name: "Иван", surname: "Петров", avatar: null }], course: { name: "Курс Python" } },
    });
    expect(privateLog([read], { names: true })).toEqual([
      {
        ...read,
        event: {
          _tag: "ServerRead",
          path: "/api/review",
          body: { data: [{ id: 7, name: "····", surname: "······", avatar: null }], course: { name: "Курс Python" } },
        },
      },
    ]);
    expect(privateLog([read], { names: false })).toEqual([read]);
  });
});
