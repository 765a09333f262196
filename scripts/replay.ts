/**
 * The replay CLI (GUIDE §1): `npm run -s replay -- FILE [--until SEQ] [--check | --bisect ...]` and
 * `npm run -s replay -- --generate N --seed S --out FILE`. The logic is in replay-cli.ts. Exit codes:
 * 0 done, 1 the log is refused (it does not decode, or breaks an invariant), 2 a bad argument,
 * 3 the `--bisect` script failed.
 */
import { runReplay } from "./replay-cli";

// A reader that stops early (`| head`) closes the pipe: that is not an error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

const outcome = await runReplay(process.argv.slice(2));
process.exitCode = outcome.code;
if (outcome.stderr !== "") process.stderr.write(outcome.stderr);
if (outcome.stdout !== "") process.stdout.write(outcome.stdout);
