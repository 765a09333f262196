import { readFileSync } from "node:fs";

/** Linux's clock ticks per second for /proc/<pid>/stat (USER_HZ, 100 on every common kernel). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system) a process has used so far, in ms, or null off Linux. Dividing a run's
 * CPU by its requests gives a cost per request that other load on the machine hardly changes.
 */
export const processCpuMs = (pid: number | undefined): number | null => {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
};
