import { useId, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { REVIEW_COMMENT_MAX, type SubmissionDetail } from "@app/domain/api/review";
import { errorMessages, isApiError } from "../../lib/api/api-error";
import { serverFieldErrors } from "../../lib/forms/use-form";
import { CharCounter } from "../../lib/ui/char-counter";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { commentError, type Decision } from "./comment-rules";
import { decide, refreshReview, submissionKey } from "./review-queries";
import type { Rubric } from "@app/domain/course/rubric";
import { RubricChecklist } from "./rubric/rubric-checklist";
import { useRubricTicks } from "./rubric/use-rubric-ticks";
import { BankFieldExtras } from "./comment-bank/bank-field-extras";
import { SlashSuggestList } from "./comment-bank/slash-suggest";
import { useBankField } from "./comment-bank/use-bank-field";

/** What the review desk's keys do to the form (issue #34): A, R and C. */
export type DecisionControls = {
  readonly accept: () => void;
  /** Sends back when a comment is written; otherwise moves the focus to the comment first. */
  readonly rework: () => void;
  readonly focusComment: () => void;
};

type Props = {
  readonly id: number;
  readonly onDecided: () => void;
  /** A 409 (decided meanwhile, or another teacher's lock): by default treated as `onDecided`. */
  readonly onRefused?: () => void;
  readonly controls?: Ref<DecisionControls>;
  /** The task's rubric (issue #34): its criteria are ticked here and sent with the decision. */
  readonly rubric?: Rubric;
};

/**
 * 'Комментарий', 'Принять' and 'Отправить на доработку' for a submission on review (GUIDE §1). The form
 * goes away with the decision, so `onDecided` moves the focus somewhere that stays. In the comment,
 * Ctrl+Enter sends back and Escape leaves the field (so the desk's keys work again).
 */
export const DecisionForm = ({ id, onDecided, onRefused, controls, rubric }: Props) => {
  const { t } = useTranslation("checking");
  const queryClient = useQueryClient();
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const ticks = useRubricTicks(rubric);
  const bank = useBankField(id, comment, setComment, field);
  const files = bank.files.map((file) => file.id);

  const mutation = useMutation({
    mutationFn: ({ decision, text }: { decision: Decision; text: string }): Promise<SubmissionDetail> =>
      decision === "accept"
        ? decide.accept(id, text, ticks.criteria(), files)
        : decide.rework(id, text, ticks.criteria(), files),
    onSuccess: (detail, { decision }) => {
      queryClient.setQueryData(submissionKey(id), detail);
      notifySuccess(decision === "accept" ? t("decision.accepted") : t("decision.reworked"));
      void refreshReview(queryClient);
      onDecided();
    },
    onError: (failure) => {
      const fields = serverFieldErrors(failure);
      if (fields?.comment?.[0] !== undefined) return setError(fields.comment[0]);
      if (isApiError(failure) && failure.status === 409) {
        notifyError(failure.body?.error.message || t("decision.alreadyChecked"));
        void refreshReview(queryClient, id);
        (onRefused ?? onDecided)();
        return;
      }
      notifyError(errorMessages(failure)[0] ?? t("loadError"));
    },
  });

  const submit = (decision: Decision) => {
    const found = commentError(comment, decision);
    setError(found);
    if (found === undefined && !mutation.isPending) mutation.mutate({ decision, text: comment.trim() });
  };

  useImperativeHandle(controls, () => ({
    accept: () => submit("accept"),
    rework: () => (comment.trim() === "" ? field.current?.focus() : submit("rework")),
    focusComment: () => field.current?.focus(),
  }));

  const onFieldKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // The comment bank's `/` list takes its keys first (issue #34).
    if (bank.suggest.onKeyDown(event)) {
      event.preventDefault();
      event.stopPropagation();
    } else if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit("rework");
    } else if (event.key === "Escape") field.current?.blur();
  };

  return (
    <form
      className="check-decision"
      aria-labelledby={`${fieldId}-title`}
      noValidate
      onSubmit={(e) => e.preventDefault()}
    >
      <h3 id={`${fieldId}-title`}>{t("decision.title")}</h3>
      {rubric !== undefined && rubric.length > 0 && <RubricChecklist rubric={rubric} ticks={ticks} />}
      <div className="field">
        <label htmlFor={fieldId}>{t("decision.comment")}</label>
        <textarea
          id={fieldId}
          ref={field}
          onKeyDown={onFieldKey}
          rows={4}
          value={comment}
          aria-invalid={error !== undefined}
          aria-describedby={`${fieldId}-counter ${fieldId}-hint${error !== undefined ? ` ${fieldId}-error` : ""}`}
          onChange={(e) => {
            setComment(e.target.value);
            bank.suggest.onInput(e.target.value, e.target.selectionStart);
          }}
          onBlur={bank.suggest.close}
          {...bank.fieldAria}
        />
        <SlashSuggestList id={bank.listId} suggest={bank.suggest} loading={bank.loading} />
        <CharCounter id={`${fieldId}-counter`} length={comment.trim().length} max={REVIEW_COMMENT_MAX} />
        <p className="check-hint muted" id={`${fieldId}-hint`}>
          {t("decision.hint")}
        </p>
        <BankFieldExtras bank={bank} comment={comment} disabled={mutation.isPending} />
        {error !== undefined && (
          <p className="field-error" id={`${fieldId}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="check-decision-buttons">
        <button
          type="button"
          className="button button-primary"
          disabled={mutation.isPending}
          onClick={() => submit("accept")}
        >
          {t("decision.accept")}
        </button>
        <button type="button" className="button" disabled={mutation.isPending} onClick={() => submit("rework")}>
          {t("decision.rework")}
        </button>
      </div>
    </form>
  );
};
