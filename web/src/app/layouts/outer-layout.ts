import { createContext, useContext } from "react";

/**
 * Set when the light shell has already drawn the page's layout (header, main, footer) around the
 * lazily loaded full app, so that the header and footer paint from the first frame and never move
 * (issue #17). The full app's own layouts then render their children only.
 */
export const OuterLayout = createContext(false);

export const useOuterLayout = (): boolean => useContext(OuterLayout);
