import { useEffect } from "react";
import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import { persistOptions, queryClient } from "../lib/api/query-client";
import { resumeOutbox } from "../lib/offline/resume-outbox";
import { EagerToasts } from "../lib/ui/eager-toasts";
import { AppRoutes } from "./routes";
import { SessionWatch } from "./session-watch";

/**
 * Everything beyond the public pages: the persisted query cache, the session watch and the
 * routes. It loads as its own chunk, so the landing page carries neither TanStack Query nor the
 * Schema-decoding session store (issue #6 JS budget). The toast container comes with it: a
 * toast is often the failure path, which must never need the network (issue #15).
 */
/**
 * Sends what an earlier page left unsent. It starts after the eager toast container has mounted
 * (sibling effects run in order): a confirmation raised earlier went to the lazy container, which
 * the eager one then replaced, and the toast was lost (the flaky outbox e2e, found).
 */
const OutboxResume = () => {
  useEffect(() => resumeOutbox(), []);
  return null;
};

const FullApp = () => (
  <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
    <SessionWatch />
    <AppRoutes />
    <EagerToasts />
    <OutboxResume />
  </PersistQueryClientProvider>
);

export default FullApp;
