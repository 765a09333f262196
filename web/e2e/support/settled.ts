import type { Page } from "@playwright/test";

/**
 * Brings the page to how it looks once still: its running CSS animations (a dialog's 0.2-s fade and
 * 0.25-s pop-in, the burger menu's slide) jump to their end, as moving time past them would, and two
 * frames pass so that layout after a resize or a route change is done. Never-ending animations
 * (spinners) are left running: they have no end to jump to. What the sweep checks (contrast,
 * widths) is the still page, not a frame in the middle of an entrance.
 */
export const settled = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    for (const animation of document.getAnimations()) {
      if (animation.playState === "running" && animation.effect?.getTiming().iterations !== Infinity)
        animation.finish();
    }
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
  });
