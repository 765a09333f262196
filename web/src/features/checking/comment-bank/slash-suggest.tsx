import { useTranslation } from "react-i18next";
import type { SlashSuggest } from "./use-slash-suggest";

type Props = { readonly id: string; readonly suggest: SlashSuggest; readonly loading?: boolean };

export const optionId = (listId: string, index: number): string => `${listId}-option-${index}`;

/**
 * The `/` suggestions under a comment field, as a listbox the field drives (it keeps the focus and
 * points at the highlighted option with aria-activedescendant); a click inserts too.
 */
export const SlashSuggestList = ({ id, suggest, loading = false }: Props) => {
  const { t } = useTranslation("comment-bank");
  if (!suggest.open) return null;
  return (
    <div className="bank-suggest">
      {suggest.options.length === 0 ? (
        <p className="bank-suggest-empty muted" id={id} role="status">
          {loading ? t("suggest.loading") : t("suggest.none")}
        </p>
      ) : (
        <ul className="bank-suggest-list" id={id} role="listbox" aria-label={t("suggest.label")}>
          {suggest.options.map((option, index) => (
            <li
              key={option.comment.id}
              id={optionId(id, index)}
              role="option"
              aria-selected={index === suggest.active}
              className={index === suggest.active ? "bank-suggest-option is-active" : "bank-suggest-option"}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => suggest.choose(index)}
            >
              <span className="bank-suggest-text">{option.text}</span>
              {option.comment.scope === "school" && <span className="bank-scope">{t("scope.school")}</span>}
            </li>
          ))}
        </ul>
      )}
      <p className="bank-suggest-hint muted">{t("suggest.keys")}</p>
    </div>
  );
};
