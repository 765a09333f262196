import type { Page } from "@playwright/test";
import { SHOTS, shot } from "./screens";

/**
 * With SHOTS=1: the page pictured at another width (390 px, a phone's, by default), then put back at
 * its size. Otherwise nothing: a resize only for a picture is work a plain run does not need.
 */
export const shotAtWidth = async (
  page: Page,
  name: string,
  options: { readonly width?: number; readonly fullPage?: boolean } = {},
): Promise<void> => {
  if (!SHOTS) return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: options.width ?? 390, height: 844 });
  await shot(page, name, { fullPage: options.fullPage === true });
  if (size !== null) await page.setViewportSize(size);
};
