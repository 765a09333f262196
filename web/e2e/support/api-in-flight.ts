import type { Page, Request } from "@playwright/test";

/**
 * Counts the page's API calls still waiting for their answer, from now on. A page whose heading shows
 * may still be fetching what goes under it; the sweep checks a page once this is back at zero.
 */
export const apiCallsInFlight = (page: Page): (() => number) => {
  const waiting = new Set<Request>();
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    // The notifications' live stream (issue #35) is never answered: it stays open while the page does.
    if (pathname.startsWith("/api/") && pathname !== "/api/notifications/stream") waiting.add(request);
  });
  const answered = (request: Request): void => {
    waiting.delete(request);
  };
  page.on("requestfinished", answered);
  page.on("requestfailed", answered);
  return () => waiting.size;
};
