import { useTranslation } from "react-i18next";

type Props = { readonly page: number; readonly pages: number; readonly onPage: (page: number) => void };

/** 'Назад' / 'Вперёд' with the current page; hidden when everything fits on one page. */
export const Pager = ({ page, pages, onPage }: Props) => {
  const { t } = useTranslation("students");
  if (pages <= 1) return null;
  return (
    <nav className="students-pager" aria-label={t("pager.label")}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("pager.previous")}
      </button>
      <span aria-live="polite">{t("pager.page", { page, pages })}</span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("pager.next")}
      </button>
    </nav>
  );
};
