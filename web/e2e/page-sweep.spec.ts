import { expect, test } from "./support/fixtures";
import { axeViolations } from "./support/axe";
import { unlabelledFields } from "./support/field-labels";
import { overflowAt } from "./support/page-fit";
import { linkProblem, linkRoute } from "./support/page-links";
import { INVENTORY, screenName } from "./support/page-inventory";
import { untranslatedWords } from "./support/russian-text";
import { settled } from "./support/settled";
import { sweeper } from "./support/sweep";

/**
 * The page sweep (issue #28): every screen of the inventory (support/page-inventory.ts) is loaded
 * once, and on that load axe (every impact, minor included: issue #31), the Russian-text scan, the
 * field labels, the link check and the fit at every width from 320 to 1440 px are run (support/sweep.ts). A test per
 * audience (one fresh window and one sign-in for all its screens: a new window costs more than the
 * screens it would check); a step per group of the inventory, and in it a step per screen, so every
 * problem names its group and its screen. Only the audience's first screen is a page load; the others
 * open inside the running app, as a link would.
 *
 * Not tagged @mobile: the sweep already checks every screen at 390 px (and 320) by resizing, and the
 * app's pages depend on the width alone, not on touch or a phone's user agent.
 */
const AUDIENCES = [...new Set(INVENTORY.map((group) => group.audience))];

for (const audience of AUDIENCES) {
  const groups = INVENTORY.filter((group) => group.audience === audience);
  test.describe(audience === "guest" ? "signed out" : `signed in as ${audience}`, () => {
    if (audience !== "guest") test.use({ as: audience });
    test(groups.map((group) => group.title).join("; "), async ({ page, request }) => {
      const sweep = sweeper(page, request, audience);
      for (const { title, screens } of groups)
        await test.step(title, async () => {
          for (const screen of screens) await test.step(screenName(screen), () => sweep(screen));
        });
    });
  });
}

test("each check of the sweep finds what it looks for", async ({ page, request }) => {
  await page.goto("/contacts");
  await expect(page.getByRole("heading", { level: 1, name: "Контакты" })).toBeVisible();
  await page.evaluate(() => {
    const add = (parent: Element | null, tag: string, set: (element: HTMLElement) => void): void => {
      const element = document.createElement(tag);
      set(element);
      parent?.append(element);
    };
    const main = document.querySelector("main");
    add(main, "input", (field) => (field.id = "unlabelled-probe"));
    add(main, "p", (words) => (words.textContent = "Submit your homework"));
    add(main, "h4", (skipped) => (skipped.textContent = "Заголовок через два уровня"));
    add(main, "div", (wide) => (wide.style.cssText = "width: 2000px; height: 1px"));
    add(document.querySelector("header"), "div", (spill) => {
      spill.style.cssText = "width: 40px; white-space: nowrap";
      spill.textContent = "Надпись шире своей рамки";
    });
  });

  const axe = await axeViolations(page);
  expect(axe).toContainEqual(expect.stringMatching(/^(critical|serious) label: /));
  expect(axe, "a moderate finding counts too").toContainEqual(expect.stringMatching(/^moderate heading-order: /));
  expect(await unlabelledFields(page)).toEqual([expect.stringContaining("unlabelled-probe")]);
  expect(await untranslatedWords(page)).toEqual(expect.arrayContaining(["Submit", "your", "homework"]));
  const overflow = await overflowAt(page);
  expect(overflow).toContainEqual(expect.stringMatching(/^page \d+ px wider than the window$/));
  expect(overflow).toContainEqual(
    expect.stringMatching(/^"Надпись шире своей рамки" .* spills \d+ px out of its box$/),
  );
  expect(linkRoute("/createdCourses/15/about?tab=1")).toBe("/createdCourses/:id/about");
  const drawn = () => settled(page);
  expect(await linkProblem(page, request, "/api/files/no-such-file", drawn)).toBe(
    "/api/files/no-such-file answers 404",
  );
  expect(await linkProblem(page, request, "/no/such/page", drawn)).toBe("/no/such/page is the not-found page");
  expect(await linkProblem(page, request, "/requisites", drawn)).toBeUndefined();
});
