import type { Page } from "@playwright/test";

/**
 * Stops the page's CSS animations and transitions where they are (Chromium's document timeline at
 * playback rate 0, through CDP): from then on they move only when the test moves time
 * (`time.advance` jumps the running ones). A check "not yet, at 4.9 s of a 5-s animation" then holds
 * however slow the machine is. Answers a function that lets them run on in real time again.
 */
export const freezeAnimations = async (page: Page): Promise<() => Promise<void>> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.enable");
  await cdp.send("Animation.setPlaybackRate", { playbackRate: 0 });
  return async () => {
    await cdp.send("Animation.setPlaybackRate", { playbackRate: 1 });
    await cdp.detach();
  };
};
