import type { Page } from "@playwright/test";

/** The form fields with no name a screen reader can say: no <label>, no aria-label, no aria-labelledby (GUIDE §1). */
export const unlabelledFields = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll("input, select, textarea"))
      .filter((field) => {
        const labelled = field.getAttribute("aria-label") ?? field.getAttribute("aria-labelledby");
        const labels = (field as HTMLInputElement).labels;
        return (labelled === null || labelled === "") && (labels === null || labels.length === 0);
      })
      .map((field) => field.outerHTML),
  );
