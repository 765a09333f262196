import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BankComment } from "@app/domain/api/comment-bank";
import { bankTextError } from "@app/domain/review/comment-bank";
import { errorMessages } from "../../../lib/api/api-error";
import { serverFieldErrors } from "../../../lib/forms/use-form";
import { notifyError, notifySuccess } from "../../../lib/ui/toast";
import { useRemoveComment, useUpdateComment } from "./bank-queries";

const shortened = (text: string): string => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** One saved comment of the list: its text, and `Изменить` / `Удалить` when the caller may. */
export const BankCommentItem = ({ comment }: { readonly comment: BankComment }) => {
  const { t } = useTranslation("comment-bank");
  const id = useId();
  const update = useUpdateComment();
  const remove = useRemoveComment();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const fail = (failure: unknown) => notifyError(errorMessages(failure)[0] ?? t("saveFailed"));

  const save = () => {
    if (draft === null) return;
    const found = bankTextError(draft);
    setError(found);
    if (found !== undefined) return;
    update.mutate(
      { id: comment.id, text: draft.trim() },
      {
        onSuccess: () => {
          setDraft(null);
          notifySuccess(t("updated"));
        },
        onError: (failure) => {
          const field = serverFieldErrors(failure)?.text?.[0];
          if (field !== undefined) setError(field);
          else fail(failure);
        },
      },
    );
  };

  return (
    <li className="bank-item">
      {draft === null ? (
        <p className="bank-item-text">{comment.text}</p>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-edit`} className="visually-hidden">
            {t("editLabel")}
          </label>
          <textarea
            id={`${id}-edit`}
            rows={3}
            value={draft}
            aria-invalid={error !== undefined}
            onChange={(e) => setDraft(e.target.value)}
          />
          {error !== undefined && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
      {comment.can_edit && (
        <div className="bank-item-actions">
          {draft === null ? (
            <>
              <button type="button" className="button button-small" onClick={() => setDraft(comment.text)}>
                {t("edit")}
              </button>
              <button
                type="button"
                className="button button-small"
                disabled={remove.isPending}
                aria-label={t("removeLabel", { text: shortened(comment.text) })}
                onClick={() =>
                  remove.mutate(comment.id, { onSuccess: () => notifySuccess(t("removed")), onError: fail })
                }
              >
                {t("remove")}
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className="button button-small button-primary"
                disabled={update.isPending}
                onClick={save}
              >
                {t("saveEdit")}
              </button>
              <button type="button" className="button button-small" onClick={() => setDraft(null)}>
                {t("cancel")}
              </button>
            </>
          )}
        </div>
      )}
    </li>
  );
};
