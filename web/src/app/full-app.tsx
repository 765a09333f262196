import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import { persistOptions, queryClient } from "../lib/api/query-client";
import { AppRoutes } from "./routes";
import { SessionWatch } from "./session-watch";

/**
 * Everything beyond the public pages: the persisted query cache, the session watch and the
 * routes. It loads as its own chunk, so the landing page carries neither TanStack Query nor the
 * Schema-decoding session store (issue #6 JS budget).
 */
const FullApp = () => (
  <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
    <SessionWatch />
    <AppRoutes />
  </PersistQueryClientProvider>
);

export default FullApp;
