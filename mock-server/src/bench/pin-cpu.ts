import { spawnSync } from "node:child_process";
import os from "node:os";

/**
 * Pins a process (all its threads) to one CPU with taskset, when the machine has two or more and
 * taskset is there; otherwise leaves it be. The servers share one CPU and the load client gets the
 * other, so neither steals the other's cycles mid-run and the figures swing less.
 */
export const pinToCpu = (pid: number | undefined, cpu: number): boolean => {
  if (pid === undefined || os.availableParallelism() < 2) return false;
  const result = spawnSync("taskset", ["-a", "-p", "-c", String(cpu), String(pid)], { stdio: "ignore" });
  return result.status === 0;
};

/** The CPU the servers run on; the load client runs on CPU 0. */
export const SERVER_CPU = 1;
export const CLIENT_CPU = 0;
