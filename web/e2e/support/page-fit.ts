import type { Page } from "@playwright/test";
import { settled } from "./settled";

/** The widths every page must fit (issue #17): phones, tablets, both sides of the 1024/1025 px break, desktops. */
export const WIDTHS: ReadonlyArray<number> = [320, 390, 768, 1024, 1025, 1280, 1440];

/**
 * What does not fit at the current width, once the page is still (`settled`: a resize's layout and
 * what the app redraws for it are done): the document wider than the window (a sideways scroll), or
 * text spilling out of its box in the left menu or the header.
 */
export const overflowAt = async (page: Page): Promise<string[]> => {
  await settled(page);
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`page ${root.scrollWidth - root.clientWidth} px wider than the window`);
    for (const el of document.querySelectorAll<HTMLElement>("nav.left-menu *, header *")) {
      const style = getComputedStyle(el);
      if (style.display === "inline" || style.display === "none" || el.clientWidth === 0 || el.offsetParent === null)
        continue;
      if (el.scrollWidth > el.clientWidth + 1 && style.overflowX === "visible") {
        const text = (el.textContent ?? "").trim().slice(0, 30);
        problems.push(
          `"${text}" (${el.tagName.toLowerCase()}.${el.className}) spills ${el.scrollWidth - el.clientWidth} px out of its box`,
        );
      }
    }
    return problems;
  });
};
