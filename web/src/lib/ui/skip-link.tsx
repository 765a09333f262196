import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import "./skip-link.css";

/** The id of the page's `<main>` in every layout with a header or menu before it. */
export const MAIN_ID = "main";

/**
 * `Перейти к содержанию`: the first tab stop of a layout, shown when focused; it moves the focus to
 * the page's main content past the header and menu (the main has `tabIndex={-1}`), without adding
 * `#main` to the address.
 */
export const SkipLink = () => {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (main === null) return;
    event.preventDefault();
    main.focus({ preventScroll: true });
    main.scrollIntoView({ block: "start" });
  };
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      {t("common.skipToContent")}
    </a>
  );
};
