import { useLayoutEffect } from "react";
import { useLocation } from "wouter";
import { takeKeepScroll } from "../../lib/ui/keep-scroll";

/**
 * A new page starts at its top (wouter keeps the old scroll position). Query changes do not scroll,
 * nor does an address that renames the page shown (keepScrollOnNextAddress). A layout effect: it
 * runs before the page is painted and before every passive effect of the same render, so a page
 * that brings something into view once it has rendered (the constructor's picked lesson) scrolls
 * after it.
 */
export const useScrollTop = (): void => {
  const [location] = useLocation();
  useLayoutEffect(() => {
    if (!takeKeepScroll()) window.scrollTo(0, 0);
  }, [location]);
};
