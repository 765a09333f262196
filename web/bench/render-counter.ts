// For the constructor's profile (profile-constructor.ts): an init script that stands in for the React
// DevTools hook and counts, per component name, the fibers mounted and rendered in each commit. It
// walks only the subtrees a commit changed (as DevTools does: a child list that is the same object
// was not rendered). Names are readable in an unminified build (vite build --minify false).
import type { Page } from "@playwright/test";

export const RENDER_COUNTER_SCRIPT = `(() => {
  const counts = {};
  let commits = 0;
  const nameOf = (type) => {
    if (typeof type === "function") return type.displayName || type.name || "anonymous";
    if (type && typeof type === "object") {
      if (type.displayName) return type.displayName;
      if (type.type) return nameOf(type.type);
      if (type.render) return nameOf(type.render);
    }
    return null;
  };
  const note = (fiber, kind) => {
    const name = nameOf(fiber.type);
    if (name === null) return;
    const entry = counts[name] || (counts[name] = { mounts: 0, renders: 0 });
    entry[kind] += 1;
  };
  const visit = (next, prev) => {
    const stack = [[next, prev]];
    while (stack.length > 0) {
      const [fiber, before] = stack.pop();
      if (before === null) note(fiber, "mounts");
      else if ((fiber.flags & 1) === 1) note(fiber, "renders");
      if (before !== null && fiber.child === before.child) continue;
      for (let child = fiber.child; child !== null; child = child.sibling)
        stack.push([child, before === null ? null : child.alternate]);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (id, root) => {
      commits += 1;
      visit(root.current, root.current.alternate);
    },
  };
  window.__renders = {
    take: () => {
      const out = { commits, counts: { ...counts } };
      for (const key of Object.keys(counts)) delete counts[key];
      commits = 0;
      return out;
    },
  };
})();`;

export type RenderCounts = {
  readonly commits: number;
  readonly counts: Readonly<Record<string, { readonly mounts: number; readonly renders: number }>>;
};

/** The mounts and renders counted since the last call (and starts counting afresh). */
export const takeRenders = (page: Page): Promise<RenderCounts> =>
  page.evaluate(() => (window as unknown as { __renders: { take: () => RenderCounts } }).__renders.take());

/** The busiest components of a phase, as one line each. */
export const renderLines = (renders: RenderCounts, top = 14): string[] =>
  Object.entries(renders.counts)
    .map(([name, c]) => ({ name, ...c, total: c.mounts + c.renders }))
    .sort((a, b) => b.total - a.total)
    .slice(0, top)
    .map((c) => `    ${c.name}: ${c.mounts} mounted, ${c.renders} rendered`);
