/**
 * User-timing entries the bench reads (web/bench/bench-constructor.ts). `constructor:ready` marks the
 * first render of the outline and the selected lesson; an interaction marks its input event and is
 * measured at the first timer after the next animation frame, that is once React has committed and
 * the browser has painted.
 */
const KEEP = 300;

let readyMarked = false;

export const markReady = (): void => {
  if (readyMarked || typeof performance === "undefined") return;
  readyMarked = true;
  performance.mark("constructor:ready");
};

/** Lets a later visit (another course) mark its own first render. */
export const resetReady = (): void => {
  readyMarked = false;
};

let sequence = 0;

export const measureInteraction = (name: "type" | "add-block" | "move-block" | "move-item"): void => {
  if (typeof performance === "undefined" || typeof requestAnimationFrame === "undefined") return;
  const start = `constructor:${name}:start:${sequence++}`;
  performance.mark(start);
  requestAnimationFrame(() => {
    setTimeout(() => {
      const measureName = `constructor:${name}`;
      performance.measure(measureName, start);
      performance.clearMarks(start);
      if (performance.getEntriesByName(measureName).length > KEEP) performance.clearMeasures(measureName);
    }, 0);
  });
};
