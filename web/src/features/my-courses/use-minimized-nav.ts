import { useEffect } from "react";
import { session, toggleNavMinimized } from "../../lib/session/session-store";

/** Set while the course screen holds the menu minimized for the user; per tab, so it outlives a reload. */
const FLAG_KEY = "course-platform:nav-minimized-by-course";

const flag = {
  get: (): boolean => {
    try {
      return sessionStorage.getItem(FLAG_KEY) === "1";
    } catch {
      return false;
    }
  },
  set: (on: boolean): void => {
    try {
      if (on) sessionStorage.setItem(FLAG_KEY, "1");
      else sessionStorage.removeItem(FLAG_KEY);
    } catch {
      // Storage refused: the menu is then simply left as it is on leaving.
    }
  },
};

/**
 * SPEC §2: the course-taking view has a minimized left menu. Entering it minimizes the menu;
 * leaving gives back the user's own choice (a menu he had expanded is expanded again), also after
 * a reload inside the course. If he expands it himself inside, that choice stays.
 */
export const useMinimizedNav = (): void => {
  useEffect(() => {
    if (!session.app.navMinimized) {
      toggleNavMinimized();
      flag.set(true);
    }
    return () => {
      if (!flag.get()) return;
      flag.set(false);
      if (session.app.navMinimized) toggleNavMinimized();
    };
  }, []);
};
