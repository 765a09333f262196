import type { Page, Request } from "@playwright/test";

/**
 * Counts the page's API calls still waiting for their answer, from now on. A page whose heading shows
 * may still be fetching what goes under it; the sweep checks a page once this is back at zero.
 */
export const apiCallsInFlight = (page: Page): (() => number) => {
  const waiting = new Set<Request>();
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) waiting.add(request);
  });
  const answered = (request: Request): void => {
    waiting.delete(request);
  };
  page.on("requestfinished", answered);
  page.on("requestfailed", answered);
  return () => waiting.size;
};
