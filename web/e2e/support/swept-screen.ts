import type { Page } from "@playwright/test";
import type { DemoRole } from "./signed-in";

/** What the page sweep's inventory (page-inventory.ts) is made of. */

/** Who looks: a visitor who is not signed in, or a demo role (`test.use({ as })`). */
export type Audience = "guest" | DemoRole;

/** One screen the sweep checks. */
export type SweptScreen = {
  /** Where it is (path and query). */
  readonly path: string;
  /** The page's first-level heading once its data has loaded: the sign that it is the page meant. */
  readonly heading: string;
  /** What the step is called when the screen is a state of the page (a dialog, its errors, a menu). */
  readonly state?: string;
  /** Brings the page into that state; answers once it shows. */
  readonly open?: (page: Page) => Promise<void>;
  /**
   * The content (axe, words, labels, links) is checked again at 390 px; it is checked at 1280 px on
   * every screen. Marked: the main page and /login for the one-column public and auth layouts, the
   * burger menu, a cabinet of each role (the teacher's screens all, and the welcome dialog). Elsewhere
   * the rules act alike at both widths: the same elements, one layout narrower.
   */
  readonly contentOnPhone?: true;
  /**
   * The widths its fit is checked at, besides the one it opens at: all of WIDTHS, unless the state
   * exists only at some (the burger menu) or sits over a page swept on its own (a dialog: fixed over
   * the page, it adds no width to it; 390 px, where it is narrowest).
   */
  readonly widths?: ReadonlyArray<number>;
};

/**
 * Screens checked in a row, as one person (signed out, or signed in as one role), in one window (a
 * step of that audience's sweep test): only the audience's first screen is a page load, the others
 * are opened inside the running app, as a link would (the routes and guards run as on a click).
 */
export type SweepGroup = {
  readonly audience: Audience;
  /** What the screens are, for the test's name. */
  readonly title: string;
  readonly screens: ReadonlyArray<SweptScreen>;
};
