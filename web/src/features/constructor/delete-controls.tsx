import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { ItemRef } from "@app/domain/course/ids";
import { run } from "./commands";

type Props = {
  readonly courseID: string;
  readonly item: ItemRef;
  readonly what: string;
  readonly deleted: boolean;
  /** Never saved: `Удалить` on its tombstone removes it outright (FlushItem). */
  readonly created: boolean;
};

/**
 * `Удалить` marks the item deleted (a tombstone: it stays, dimmed); `Восстановить` brings it back.
 * A tombstone of an item the server never had can be removed for good.
 */
export const DeleteControls = memo(({ courseID, item, what, deleted, created }: Props) => {
  const { t } = useTranslation("constructor");
  const suffix = <span className="visually-hidden"> {what}</span>;
  if (!deleted) {
    return (
      <button
        type="button"
        className="text-button danger"
        onClick={() => run({ _tag: "MarkItemForDelete", courseID, item })}
      >
        {t("delete")}
        {suffix}
      </button>
    );
  }
  return (
    <>
      <button type="button" className="text-button" onClick={() => run({ _tag: "RestoreItem", courseID, item })}>
        {t("restore")}
        {suffix}
      </button>
      {created && (
        <button type="button" className="text-button danger" onClick={() => run({ _tag: "FlushItem", courseID, item })}>
          {t("delete")}
          {suffix}
        </button>
      )}
    </>
  );
});
DeleteControls.displayName = "DeleteControls";
