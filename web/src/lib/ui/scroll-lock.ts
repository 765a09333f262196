/**
 * Page scroll lock shared by modals and the burger menu. Locks are counted, so a modal opened
 * from the open burger menu and closed again leaves the page locked until both are gone.
 */
let locks = 0;
let previousOverflow = "";
let previousRootOverflow = "";

/** Both the root and the body: on touch screens a locked body alone still lets the page scroll. */
export const lockScroll = (): (() => void) => {
  if (locks === 0) {
    previousOverflow = document.body.style.overflow;
    previousRootOverflow = document.documentElement.style.overflow;
    document.body.style.overflow = "hidden";
    document.documentElement.style.overflow = "hidden";
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks !== 0) return;
    document.body.style.overflow = previousOverflow;
    document.documentElement.style.overflow = previousRootOverflow;
  };
};
