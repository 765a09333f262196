import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AboutListName, ItemStatus } from "@app/domain/course/about";
import { runEdit } from "../../lib/authoring-ui/run-edit";

type Item = { readonly id: string; readonly status: ItemStatus };

type Props<T extends Item> = {
  readonly courseID: string;
  readonly list: AboutListName;
  readonly title: string;
  readonly items: ReadonlyArray<T>;
  /** "Преподаватель 2": the legend of the item at this index. */
  readonly itemLabel: (index: number) => string;
  readonly addLabel: string;
  readonly onAdd: () => void;
  /** SPEC §4: clear is offered for results, consumers and learns only. */
  readonly onClear?: (() => void) | undefined;
  readonly renderFields: (item: T) => ReactNode;
};

/**
 * One about list (SPEC §4): add, edit, delete and restore, clear. `Удалить` runs the domain's
 * delete: a saved item is marked removed (struck through, with `Восстановить`) until the save;
 * an item made here (UUID id) or in a course never saved goes at once.
 */
export const ListSection = <T extends Item>({
  courseID,
  list,
  title,
  items,
  itemLabel,
  addLabel,
  onAdd,
  onClear,
  renderFields,
}: Props<T>) => {
  const { t } = useTranslation("course-about");
  const headingId = `about-list-${list}`;
  return (
    <section className="about-card" aria-labelledby={headingId}>
      <div className="about-list-head">
        <h2 id={headingId}>{title}</h2>
        {onClear !== undefined && items.length > 0 && (
          <button
            type="button"
            className="button about-action"
            aria-label={t("lists.clearList", { title })}
            onClick={onClear}
          >
            {t("lists.clear")}
          </button>
        )}
      </div>
      {items.length === 0 && <p className="muted">{t("lists.empty")}</p>}
      <ul className="about-items">
        {items.map((item, index) => {
          const removed = item.status === "removed";
          const label = itemLabel(index);
          return (
            <li key={item.id} className={removed ? "about-item about-item-removed" : "about-item"}>
              <fieldset className="about-item-fields" disabled={removed}>
                <legend>
                  {label}
                  {removed && <span className="about-item-badge"> — {t("lists.removedBadge")}</span>}
                </legend>
                {renderFields(item)}
              </fieldset>
              {removed ? (
                <button
                  type="button"
                  className="button about-action"
                  aria-label={t("lists.restoreItem", { label })}
                  onClick={() => runEdit({ _tag: "RestoreAboutItem", courseID, list, id: item.id })}
                >
                  {t("restore")}
                </button>
              ) : (
                <button
                  type="button"
                  className="button about-action"
                  aria-label={t("lists.removeItem", { label })}
                  onClick={() => runEdit({ _tag: "DeleteAboutItem", courseID, list, id: item.id })}
                >
                  {t("remove")}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <button type="button" className="button about-action" onClick={onAdd}>
        {addLabel}
      </button>
    </section>
  );
};
