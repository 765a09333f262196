import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatDayFirst } from "@app/domain/validation/birth-date";
import { errorMessages } from "../../lib/api/api-error";
import { Modal } from "../../lib/ui/modal";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { NameForm } from "./name-form";
import type { NamedApi, NamedItem, NamedKind } from "./named-items";
import { PEOPLE_KEY } from "./people-queries";
import { refreshAfterWrite } from "../../lib/api/refresh-after-write";

type Props = {
  readonly kind: NamedKind;
  readonly items: ReadonlyArray<NamedItem> | undefined;
  readonly failed: boolean;
  readonly api: NamedApi;
};

/** The 'Группы' or 'Подразделения' tab: the list (a group's start date too), create, rename in place, delete after a confirmation. */
export const NamedItemsSection = ({ kind, items, failed, api }: Props) => {
  const { t } = useTranslation("students");
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<{ readonly item: NamedItem; readonly open: boolean } | null>(null);
  const [removing, setRemoving] = useState(false);
  const k = (key: string, options?: Record<string, unknown>) => t(`named.${kind}.${key}`, options ?? {});
  const refresh = () => refreshAfterWrite(queryClient, PEOPLE_KEY);

  const remove = async (item: NamedItem) => {
    setRemoving(true);
    try {
      await api.remove(item.id);
      notifySuccess(k("deleted"));
      await refresh();
    } catch (error) {
      notifyError(errorMessages(error)[0] ?? "");
    } finally {
      setRemoving(false);
      setDeleting({ item, open: false });
    }
  };

  return (
    <div className="named-section">
      <NameForm
        className="named-create"
        label={k("name")}
        submitLabel={k("create")}
        startDate={kind === "group" ? { label: t("named.group.startDate"), initial: "" } : undefined}
        onSubmit={async (name, startDate) => {
          await api.create(name, startDate);
          notifySuccess(k("created"));
          await refresh();
        }}
      />
      {failed && items === undefined && <p role="alert">{t("loadError")}</p>}
      {items === undefined && !failed && <p className="muted">{t("loading")}</p>}
      {items !== undefined && items.length === 0 && <p className="students-empty">{k("empty")}</p>}
      {items !== undefined && items.length > 0 && (
        <ul className="named-list" aria-label={k("title")}>
          {items.map((item) => (
            <li key={item.id} className="named-item">
              {renaming === item.id ? (
                <NameForm
                  label={k("newName", { name: item.name })}
                  submitLabel={t("named.save")}
                  initial={item.name}
                  startDate={
                    item.startDate === undefined
                      ? undefined
                      : { label: t("named.group.startDate"), initial: item.startDate ?? "" }
                  }
                  onCancel={{ label: t("named.cancel"), run: () => setRenaming(null) }}
                  onSubmit={async (name, startDate) => {
                    await api.rename(item.id, name, startDate);
                    notifySuccess(k("renamed"));
                    setRenaming(null);
                    await refresh();
                  }}
                />
              ) : (
                <>
                  <div className="named-item-text">
                    <strong translate="no">{item.name}</strong>
                    <span className="muted">{k("count", { count: item.count })}</span>
                    {typeof item.startDate === "string" && (
                      <span className="muted">{t("named.group.starts", { date: formatDayFirst(item.startDate) })}</span>
                    )}
                  </div>
                  <div className="named-item-actions" role="group" aria-label={t("named.actions", { name: item.name })}>
                    <button type="button" className="button" onClick={() => setRenaming(item.id)}>
                      {t("named.rename")}
                    </button>
                    <button
                      type="button"
                      className="button named-delete"
                      onClick={() => setDeleting({ item, open: true })}
                    >
                      {t("named.delete")}
                    </button>
                  </div>
                  {item.details}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={deleting?.open === true}
        onClose={() => setDeleting((now) => (now === null ? null : { ...now, open: false }))}
        loading={removing}
        title={k("deleteTitle", { name: deleting?.item.name ?? "" })}
        description={<p>{k("deleteLead")}</p>}
      >
        <div className="named-modal-actions">
          <button
            type="button"
            className="button"
            disabled={removing}
            onClick={() => setDeleting((now) => (now === null ? null : { ...now, open: false }))}
          >
            {t("named.cancel")}
          </button>
          <button
            type="button"
            className="button named-danger"
            disabled={removing}
            onClick={() => deleting !== null && void remove(deleting.item)}
          >
            {removing ? t("named.deleting") : t("named.confirmDelete")}
          </button>
        </div>
      </Modal>
    </div>
  );
};
