import { useTranslation } from "react-i18next";
import type { Category } from "@app/domain/api/catalogue";

type Props = {
  readonly categories: ReadonlyArray<Category>;
  readonly selected: number | undefined;
  readonly onSelect: (category: number | undefined) => void;
};

/** Category chips: one pressed at a time, 'Все' for no filter. */
export const CategoryFilter = ({ categories, selected, onSelect }: Props) => {
  const { t } = useTranslation();
  const chip = (id: number | undefined, label: string) => (
    <button
      key={id ?? "all"}
      type="button"
      className="chip"
      aria-pressed={selected === id}
      onClick={() => onSelect(id)}
    >
      {label}
    </button>
  );
  return (
    <div className="chips" role="group" aria-label={t("catalogue.categories")}>
      {chip(undefined, t("catalogue.all"))}
      {categories.map((category) => chip(category.id, category.name))}
    </div>
  );
};
