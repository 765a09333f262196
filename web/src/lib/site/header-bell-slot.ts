import { createContext, type ComponentType } from "react";

/**
 * The notification bell of the site header (issue #35), given by the app: the bell is a feature's, and
 * the header (here, in lib) must not import features. The app gives it lazily, so the landing page's
 * scripts carry none of it; the header keeps the bell's room from the first paint (prerendered too).
 */
export const HeaderBellSlot = createContext<ComponentType | null>(null);
