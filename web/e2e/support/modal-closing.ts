import { expect, type Locator } from "@playwright/test";
import { MODAL_CLOSE_DELAY_MS } from "@app/domain/constants";
import type { Time } from "./fixtures";

/**
 * Expects `dialog` to close: once its close animation has started (its backdrop gets `modal-closing`,
 * lib/ui/modal.tsx), time moves over the 350 ms after which the modal unmounts, instead of waiting
 * them out. The page's clock must be installed (`time.install`) before its first load.
 */
export const expectModalClosed = async (dialog: Locator, time: Time): Promise<void> => {
  // Closing or already gone: on a busy machine the real 350 ms may pass before this looks.
  const stillOpen = dialog.page().locator(".modal-backdrop:not(.modal-closing)").filter({ has: dialog });
  await expect(stillOpen).toHaveCount(0);
  await time.advance(MODAL_CLOSE_DELAY_MS);
  await expect(dialog).toHaveCount(0);
};
