import { useEffect, useState } from "react";
import { checkLog, describeBadEntry, type BadEntry } from "@app/domain/log/check-log";
import type { Envelope } from "@app/domain/log/envelope";

/** Logs up to this long are checked as soon as they are loaded; a longer one when asked (it applies every event once). */
export const AUTO_CHECK_LIMIT = 20_000;

export type LogCheck =
  | { readonly _tag: "NotChecked" }
  | { readonly _tag: "Sound" }
  | { readonly _tag: "Broken"; readonly bad: BadEntry; readonly message: string };

/**
 * The invariants QA relies on, over a loaded log (issue #21, the same check as `--check`): the first
 * entry that breaks one, to mark on the scrubber. Runs after the panel has rendered the replay.
 */
export const useLogCheck = (
  entries: ReadonlyArray<Envelope>,
): { readonly check: LogCheck; readonly run: () => void } => {
  const [check, setCheck] = useState<LogCheck>({ _tag: "NotChecked" });
  const run = () => {
    const { bad } = checkLog(entries);
    setCheck(bad === null ? { _tag: "Sound" } : { _tag: "Broken", bad, message: describeBadEntry(bad) });
  };
  useEffect(() => {
    setCheck({ _tag: "NotChecked" });
    if (entries.length > AUTO_CHECK_LIMIT) return;
    const timer = setTimeout(() => {
      const { bad } = checkLog(entries);
      setCheck(bad === null ? { _tag: "Sound" } : { _tag: "Broken", bad, message: describeBadEntry(bad) });
    }, 0);
    return () => clearTimeout(timer);
  }, [entries]);
  return { check, run };
};
