import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { BANK_TEXT_MAX, bankTextError } from "@app/domain/review/comment-bank";
import { errorMessages } from "../../../lib/api/api-error";
import { serverFieldErrors } from "../../../lib/forms/use-form";
import { CharCounter } from "../../../lib/ui/char-counter";
import { notifyError, notifySuccess } from "../../../lib/ui/toast";
import { useAddComment } from "./bank-queries";

/** `Новый комментарий`: its text and, for a school's owner or manager, `Для всей школы`. */
export const NewBankComment = ({ canShare }: { readonly canShare: boolean }) => {
  const { t } = useTranslation("comment-bank");
  const id = useId();
  const add = useAddComment();
  const [text, setText] = useState("");
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = bankTextError(text);
    setError(found);
    if (found !== undefined || add.isPending) return;
    add.mutate(
      { text: text.trim(), ...(shared ? { scope: "school" as const } : {}) },
      {
        onSuccess: () => {
          setText("");
          notifySuccess(t("added"));
        },
        onError: (failure) => {
          const field = serverFieldErrors(failure)?.text?.[0];
          if (field !== undefined) setError(field);
          else notifyError(errorMessages(failure)[0] ?? t("saveFailed"));
        },
      },
    );
  };

  return (
    <form className="bank-new" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("new")}</h2>
      <div className="field">
        <label htmlFor={`${id}-text`}>{t("text")}</label>
        <textarea
          id={`${id}-text`}
          rows={3}
          value={text}
          aria-invalid={error !== undefined}
          aria-describedby={`${id}-counter${error !== undefined ? ` ${id}-error` : ""}`}
          onChange={(e) => setText(e.target.value)}
        />
        <CharCounter id={`${id}-counter`} length={text.trim().length} max={BANK_TEXT_MAX} />
        {error !== undefined && (
          <p className="field-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="bank-new-actions">
        {canShare && (
          <label className="checkbox">
            <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} /> {t("share")}
          </label>
        )}
        <button type="submit" className="button button-primary" disabled={add.isPending}>
          {t("add")}
        </button>
      </div>
    </form>
  );
};
