// What the constructor bench installs in the page (an init script, so it runs before the app on every
// load): long tasks, keystroke → next paint, and waits for a state of the lesson editor at a frame.
// Plain JavaScript in a string: page.evaluate of a compiled function would carry tsx's helpers.
import type { Page } from "@playwright/test";

/** What the bench waits for: a lesson drawn (its blocks, no editor still loading), a block count, a block at a place (its position, 0-based). */
export type Goal =
  | { readonly kind: "drawn"; readonly lesson: string }
  | { readonly kind: "count"; readonly count: number }
  | { readonly kind: "at"; readonly index: number; readonly blockID: string };

/** Times in ms of the page's clock (0 = navigation start): the input, the frame the goal showed, the page idle after it. */
export type Reached = {
  readonly input: number;
  readonly drawn: number;
  readonly idle: number;
  readonly longTasks: number;
};

export const PROBE_SCRIPT = `(() => {
  const longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longTasks.push([e.startTime, e.startTime + e.duration]);
    }).observe({ type: "longtask", buffered: true });
  } catch (e) {}
  const keys = [];
  let lastInput = 0;
  const painted = (from, out) => requestAnimationFrame(() => setTimeout(() => out.push(performance.now() - from), 0));
  addEventListener("keydown", (e) => { lastInput = e.timeStamp; painted(e.timeStamp, keys); }, true);
  addEventListener("pointerdown", (e) => { lastInput = e.timeStamp; }, true);
  const editor = () => document.querySelector(".lesson-editor");
  const list = () => { const ed = editor(); return ed && ed.querySelector(".block-list"); };
  // A long list draws only the cards near the screen: the drawn ones, and the count the list holds.
  const cards = () => { const l = list(); return l ? l.querySelectorAll(":scope > .block-card") : []; };
  const count = () => { const l = list(); return l ? Number(l.getAttribute("data-block-count")) : 0; };
  const positionOf = (card) => Number.parseInt((card.querySelector(".block-number") || {}).textContent || "0", 10);
  const holds = (goal) => {
    const ed = editor();
    if (!ed) return false;
    if (goal.kind === "drawn") {
      const name = ed.querySelector(".lesson-head input[data-name-input]");
      if (!name || name.value !== goal.lesson) return false;
      return cards().length > 0 && !ed.querySelector(".rich-editor-placeholder");
    }
    if (goal.kind === "count") return count() === goal.count && cards().length > 0;
    const handle = ed.querySelector('[data-move-handle="' + CSS.escape(goal.blockID) + '"]');
    const card = handle && handle.closest(".block-card");
    return !!card && positionOf(card) === goal.index + 1;
  };
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const nextPaint = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  window.__bench = {
    keys,
    lastInput: () => lastInput,
    count,
    cardIDs: () => Array.from(cards(), (c) => ({ id: (c.querySelector("[data-move-handle]") || c).getAttribute("data-move-handle"), position: positionOf(c) })),
    /** Waits for the goal at a frame, then for quietMs without a long task. inputAfter: the input must come after this time. */
    reach: async (goal, timeoutMs, quietMs, fromNavigation) => {
      const start = performance.now();
      const input0 = fromNavigation ? 0 : null;
      while (!holds(goal)) {
        if (performance.now() - start > timeoutMs) throw new Error("timed out waiting for " + JSON.stringify(goal));
        await nextPaint();
      }
      const drawn = performance.now();
      const input = input0 === null ? lastInput : input0;
      let last = drawn;
      for (;;) {
        await sleep(100);
        for (const [s, e] of longTasks) if (e > last && s < performance.now()) last = Math.max(last, e);
        if (performance.now() - last >= quietMs) break;
      }
      const count = longTasks.filter(([s]) => s >= input).length;
      return { input, drawn, idle: Math.max(drawn, last), longTasks: count };
    },
  };
})();`;

type BenchWindow = {
  __bench: {
    keys: number[];
    lastInput: () => number;
    count: () => number;
    cardIDs: () => Array<{ id: string | null; position: number }>;
    reach: (goal: Goal, timeoutMs: number, quietMs: number, fromNavigation: boolean) => Promise<Reached>;
  };
};

/** Starts waiting in the page for a goal (before the action that leads to it); the answer comes once it is drawn and idle. */
export const reach = (page: Page, goal: Goal, options: { fromNavigation?: boolean; timeoutMs?: number } = {}) =>
  page.evaluate(
    ([g, timeout, navigation]) => (window as unknown as BenchWindow).__bench.reach(g, timeout, 500, navigation),
    [goal, options.timeoutMs ?? 120_000, options.fromNavigation ?? false] as const,
  );

/** Keystroke → next paint latencies recorded since the last call (and clears them). */
export const takeKeyLatencies = (page: Page): Promise<number[]> =>
  page.evaluate(() => {
    const keys = (window as unknown as BenchWindow).__bench.keys;
    return keys.splice(0, keys.length);
  });

/** The drawn cards of the lesson shown, in order: their block ids (from the move handles) and positions. */
export const cardIDs = (page: Page): Promise<Array<{ id: string | null; position: number }>> =>
  page.evaluate(() => (window as unknown as BenchWindow).__bench.cardIDs());

/** How many blocks the lesson shown holds (drawn or not). */
export const blockCount = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as BenchWindow).__bench.count());
