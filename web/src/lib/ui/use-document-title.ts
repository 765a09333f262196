import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** Sets the page title; SPEC §1: it defaults to the platform title. */
export const useDocumentTitle = (title?: string): void => {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title === undefined ? t("app.title") : `${title} — ${t("app.title")}`;
  }, [title, t]);
};
