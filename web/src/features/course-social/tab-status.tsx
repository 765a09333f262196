import { useTranslation } from "react-i18next";

/** Loading and failure lines of a social tab. */
export const TabStatus = ({ pending, failed }: { readonly pending: boolean; readonly failed: boolean }) => {
  const { t } = useTranslation("course-social");
  if (failed) return <p role="alert">{t("loadError")}</p>;
  return pending ? <p className="muted">{t("loading")}</p> : null;
};
