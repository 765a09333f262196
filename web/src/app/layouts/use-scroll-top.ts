import { useEffect } from "react";
import { useLocation } from "wouter";

/** A new page starts at its top (wouter keeps the old scroll position). Query changes do not scroll. */
export const useScrollTop = (): void => {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
};
