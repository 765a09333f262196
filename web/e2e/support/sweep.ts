import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { apiCallsInFlight } from "./api-in-flight";
import { axeViolations } from "./axe";
import { unlabelledFields } from "./field-labels";
import { navigateInApp } from "./navigate";
import { overflowAt, WIDTHS } from "./page-fit";
import { LOADING_TEXT } from "./app-texts";
import { linkProblem, linkRoute, linkTargetsOn } from "./page-links";
import { roleOf, screenName, sweptPaths } from "./page-inventory";
import type { Audience, SweptScreen } from "./swept-screen";
import { untranslatedWords } from "./russian-text";
import { shot } from "./screens";
import { settled } from "./settled";

/** The window a page is loaded in (the desktop project's), before the sweep walks the widths. */
const LOAD_VIEWPORT = { width: 1280, height: 800 } as const;

/**
 * The width at which the screens marked `contentOnPhone` get their content checked a second time: a
 * phone's, where the header's menu hides behind the burger and tables and tabs change layout. The
 * app has no touch- or user-agent-dependent code, so a narrowed desktop window shows what a phone does.
 */
const PHONE_WIDTH = 390;

/**
 * Links (`linkRoute`) already proved to open in this worker, per role: the same header, menu and
 * course links stand on many screens, and each is followed once per worker (with two, at most twice).
 */
const provedLinks = new Set<string>();

/** What is wrong with the content at the current width: axe's findings (every impact), Latin words, unlabelled fields. */
const contentProblems = async (page: Page): Promise<string[]> => [
  ...(await axeViolations(page)).map((violation) => `axe: ${violation}`),
  ...(await untranslatedWords(page)).map((word) => `not Russian: "${word}"`),
  ...(await unlabelledFields(page)).map((field) => `a field without a label: ${field}`),
];

/** A screen's picture (SHOTS=1): e.g. sweep-owner-createdCourses-1-about-1280.png, sweep-guest-main-the-open-burger-menu-390.png. */
const shotName = (audience: Audience, screen: SweptScreen, width: number): string => {
  const where = screen.path === "/" ? "main" : screen.path;
  const words = [audience, where, screen.state ?? "", String(width)].join(" ");
  return `sweep-${words.replace(/[^\p{L}\d]+/gu, "-").replace(/^-|-$/g, "")}.png`;
};

/** Checks one screen (see `sweeper`). */
export type Sweep = (screen: SweptScreen) => Promise<void>;

/**
 * The sweep of one group's screens, in `page`, as `audience`. For each screen it opens the page (a
 * page load for the first, the others inside the running app, as a link would), waits for its heading
 * and its data (no "Загрузка…", no API call in flight) and opens its state. Then, on that one load:
 * the fit (no sideways scroll, no text out of its box in the menu and header) at each of its widths,
 * the content (axe, every impact, the Russian-text scan, field labels) at the width it opened
 * at, and again at 390 px when marked `contentOnPhone`; last it follows each of its links not yet proved
 * (a link to a swept page needs no visit: its own step opens it). A screen's problems are reported
 * together (soft) and the next screen is still checked.
 */
export const sweeper = (page: Page, request: APIRequestContext, audience: Audience): Sweep => {
  const inFlight = apiCallsInFlight(page);
  // A link to a swept page (its route, with any ids) needs no visit: its own step opens it.
  const swept = new Set([...sweptPaths(audience)].map(linkRoute));
  let loaded = false;

  /**
   * Waits until the page has its data: no API call in flight, and still none two frames later (an
   * answer drawn may start the next call: a course's content, then its files). A page that never
   * stops calling fails the test at its timeout.
   */
  const dataLoaded = async (): Promise<void> => {
    do {
      await expect.poll(inFlight, { message: "the page's API calls are answered", intervals: [20, 50, 100] }).toBe(0);
      await settled(page);
    } while (inFlight() > 0);
  };

  /** Opens the screen; answers the Latin words it showed while its chunks and data were still loading. */
  const open = async (screen: SweptScreen): Promise<string[]> => {
    await page.setViewportSize(LOAD_VIEWPORT);
    if (loaded) {
      await navigateInApp(page, screen.path);
      // The new route has drawn and its effects have started its calls: the previous screen's heading
      // (a course's tabs share it) and its settled data no longer answer for this one.
      await settled(page);
    } else await page.goto(screen.path);
    loaded = true;
    // Issue #31: the loading placeholders are Russian too (an English `loading` once showed on every lazy page).
    const whileLoading = await untranslatedWords(page);
    await expect(page.getByRole("heading", { level: 1, name: screen.heading, exact: true })).toBeVisible();
    await expect(page.getByText(LOADING_TEXT)).toHaveCount(0);
    await dataLoaded();
    await screen.open?.(page);
    return whileLoading;
  };

  return async (screen) => {
    const whileLoading = await open(screen);
    const problems: string[] = whileLoading.map((word) => `while loading: not Russian: "${word}"`);
    const links = new Set<string>();
    const checkFit = async (width: number): Promise<void> => {
      if (width !== page.viewportSize()?.width) await page.setViewportSize({ width, height: LOAD_VIEWPORT.height });
      for (const problem of await overflowAt(page)) problems.push(`at ${width} px: ${problem}`);
    };
    const checkContent = async (width: number): Promise<void> => {
      for (const problem of await contentProblems(page)) problems.push(`at ${width} px: ${problem}`);
      for (const link of await linkTargetsOn(page)) links.add(link);
      await shot(page, shotName(audience, screen, width));
    };
    // The fit at the width the screen opened at first: it also brings the page to rest for the content checks.
    const openedAt = page.viewportSize()?.width ?? LOAD_VIEWPORT.width;
    await checkFit(openedAt);
    await checkContent(openedAt);
    for (const width of screen.widths ?? WIDTHS) {
      if (width === openedAt) continue;
      await checkFit(width);
      if (width === PHONE_WIDTH && screen.contentOnPhone === true) await checkContent(width);
    }

    for (const link of links) {
      const route = linkRoute(link);
      const key = `${roleOf(audience)} ${route}`;
      if (swept.has(route) || provedLinks.has(key)) continue;
      const problem = await linkProblem(page, request, link, dataLoaded);
      if (problem === undefined) provedLinks.add(key);
      else problems.push(`a link: ${problem}`);
    }
    expect.soft(problems, `what is wrong on ${screenName(screen)}`).toEqual([]);
  };
};
