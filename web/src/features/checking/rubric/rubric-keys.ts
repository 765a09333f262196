import { isTyping, type KeyEventLike } from "../review-keys";

/** Criteria the digit keys reach: 1 ticks the first criterion, … 9 the ninth (the rest by Tab and Space). */
export const DIGIT_CRITERIA = 9;

/**
 * Issue #34 part 4: the digit key pressed on the desk (by its physical key, so the top row works in
 * any layout) as the index of the criterion it ticks or unticks; null for any other press, while
 * typing in a field, or with Ctrl, ⌘ or Alt.
 */
export const criterionIndex = (event: KeyEventLike, criteria: number): number | null => {
  if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return null;
  const digit = /^(?:Digit|Numpad)([1-9])$/.exec(event.code)?.[1];
  if (digit === undefined) return null;
  const index = Number(digit) - 1;
  return index < Math.min(criteria, DIGIT_CRITERIA) ? index : null;
};
