import { useTranslation } from "react-i18next";
import { bankTextError } from "@app/domain/review/comment-bank";
import { errorMessages } from "../../../lib/api/api-error";
import { serverFieldErrors } from "../../../lib/forms/use-form";
import { notifyError, notifySuccess } from "../../../lib/ui/toast";
import { useAddComment } from "./bank-queries";

/** `Сохранить в банк`: the comment as typed becomes one of the teacher's own saved comments, in one click. */
export const SaveToBank = ({ text }: { readonly text: string }) => {
  const { t } = useTranslation("comment-bank");
  const add = useAddComment();
  const save = () => {
    const error = bankTextError(text);
    if (error !== undefined) return notifyError(error);
    add.mutate(
      { text: text.trim() },
      {
        onSuccess: () => notifySuccess(t("saved")),
        onError: (failure) =>
          notifyError(serverFieldErrors(failure)?.text?.[0] ?? errorMessages(failure)[0] ?? t("saveFailed")),
      },
    );
  };
  return (
    <button type="button" className="button button-small" disabled={add.isPending || text.trim() === ""} onClick={save}>
      {t("save")}
    </button>
  );
};
