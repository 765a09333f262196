import type { ReactElement, ReactNode } from "react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { Role } from "@app/domain/auth/roles";
import { QUERY_DEFAULTS } from "../lib/api/query-client";
import { EagerToasts } from "../lib/ui/eager-toasts";
import { signInAs } from "./session";

export type ScreenOptions = {
  /** The address the screen opens at, with its query: "/login?next=%2Fstudents". Default "/". */
  readonly path?: string;
  /** Signed in as this role before the first render; unset: signed out. */
  readonly as?: Role;
};

/**
 * Renders `ui` as the app would: a fresh query client with the app's defaults (SPEC §9), a wouter
 * router on an in-memory location (GUIDE §5), and the toast container. Answers the user-event
 * `user` that types and clicks as a person does, the query client, and where the app went.
 */
export const renderScreen = (ui: ReactElement, { path = "/", as }: ScreenOptions = {}) => {
  if (as !== undefined) signInAs(as);
  const memory = memoryLocation({ path, record: true });
  const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  const Providers = ({ children }: { readonly children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        {children}
      </Router>
      <EagerToasts />
    </QueryClientProvider>
  );
  const view = render(ui, { wrapper: Providers });
  return {
    ...view,
    // No pause between keys: nothing in these screens reads the time between keystrokes.
    user: userEvent.setup({ delay: null }),
    queryClient,
    /** The current address, path and query ("/login?next=%2Fstudents"). */
    location: (): string => memory.history.at(-1) ?? path,
    /** Every address the app went to, the first one included (a replaced entry is overwritten). */
    history: memory.history,
    navigate: memory.navigate,
  };
};
