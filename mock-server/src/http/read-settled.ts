import type { RequestHandler } from "express";
import type { Store } from "../store/store";

/**
 * Holds a read (GET, HEAD) until memory holds only durable changes (issue #32 part 3): an update is
 * applied in memory before its journal line is on disk, and undone if the disk refuses it, so a read
 * answered meanwhile could show what is then refused. The check is repeated right before `next`, in
 * the same synchronous run as the route (read routes read the store synchronously), so no update can
 * slip in between. Without writes in flight it costs one check; with them, a read waits for the
 * updates in flight when it came (an fdatasync, a few milliseconds): while it waits, the store holds
 * new updates back until it has run (store.ts `settled`), so steady writes cannot starve it.
 *
 * Writes do not pass through this wait: each is answered only once its own line, and so every line
 * before it, is on disk, and if an earlier change it built on is refused it is undone and refused
 * with it. Holding every write until nothing is in flight would start each write only after the batch
 * in flight, which halved the group commit's rate; a write is held only while a reader waits.
 */
export const readSettled =
  (store: Store): RequestHandler =>
  (req, _res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const proceed = (): void => {
      const waiting = store.settled();
      if (waiting === null) next();
      else void waiting.then(proceed, proceed);
    };
    proceed();
  };
