import { useEffect, useRef } from "react";
import { keyAction, type KeyAction } from "./review-keys";

/**
 * The review desk's keys on the whole page (review-keys.ts decides which press is which action and
 * ignores typing). `enabled` false (a dialog open) turns them off; the handlers may change each render.
 */
export const useReviewKeys = (handlers: Partial<Record<KeyAction, () => void>>, enabled: boolean): void => {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const action = keyAction({ ...pick(event), target });
      const handler = action === null ? undefined : latest.current[action];
      if (handler === undefined) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled]);
};

const pick = ({ key, code, ctrlKey, metaKey, altKey }: KeyboardEvent) => ({ key, code, ctrlKey, metaKey, altKey });
