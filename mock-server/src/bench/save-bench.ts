import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { saveCost, type SaveCost } from "./save-cost";

/**
 * `npm run bench:saves` (bench:server runs it too): a one-field PATCH, a publish and a read at 1,000,
 * 10,000 and 20,000 courses, medians in ms; the goal is that they stay within 1.5× of each other.
 */
const SIZES = (process.env.BENCH_SIZES ?? "1000,10000,20000").split(",").map(Number);
const ROUNDS = Number(process.env.BENCH_SAVE_ROUNDS ?? "21");

export const saveBench = async (): Promise<void> => {
  const root = mkdtempSync(path.join(os.tmpdir(), "bench-saves-"));
  try {
    const costs: SaveCost[] = [];
    for (const count of SIZES) {
      const cost = await saveCost(path.join(root, String(count)), count, ROUNDS);
      costs.push(cost);
      console.log(
        `${count.toLocaleString("en").padStart(7)} courses: one-field PATCH ${cost.patchMs.toFixed(2)} ms (CPU ${cost.patchCpuMs.toFixed(2)} ms), ` +
          `publish ${cost.publishMs.toFixed(2)} ms (CPU ${cost.publishCpuMs.toFixed(2)} ms), GET /api/courses/{id} ${cost.readMs.toFixed(2)} ms ` +
          `(medians of ${ROUNDS}, in-process, each write waiting for its fdatasync)`,
      );
    }
    const spread = (pick: (c: SaveCost) => number): number =>
      Math.max(...costs.map(pick)) / Math.min(...costs.map(pick));
    for (const [label, ratio] of [
      ["PATCH", spread((c) => c.patchMs)],
      ["publish", spread((c) => c.publishMs)],
      ["PATCH CPU", spread((c) => c.patchCpuMs)],
      ["publish CPU", spread((c) => c.publishCpuMs)],
    ] as const)
      console.log(
        `  ${ratio <= 1.5 ? "met " : "MISS"} ${label} medians within 1.5× of each other: ${ratio.toFixed(2)}×`,
      );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
};

if (process.argv[1]?.endsWith("save-bench.ts"))
  saveBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
