import { useEffect, useRef, type ReactNode, type Ref } from "react";
import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { Avatar } from "../../lib/ui/avatar";
import { AttemptHistory } from "./attempt-history";
import { personName } from "./check-params";
import { DecisionForm, type DecisionControls } from "./decision-form";
import { LoadState } from "./load-state";
import { StatusBadge } from "./status-badge";
import { TaskText } from "./task-text";
import { useSubmission } from "./review-queries";

type Props = {
  readonly id: number;
  /** A reviewer gets the decision form for work on review; a student reads his history only. */
  readonly reviewer: boolean;
  /** Where 'К списку работ' goes (the list without this submission); none for a student. */
  readonly closeHref: string | undefined;
  /** The review desk (issue #34): its keys drive the form, a decision opens the next work, and a notice (the lock, `N из M`) heads the panel. */
  readonly desk?: {
    readonly controls: Ref<DecisionControls>;
    readonly onDecided: () => void;
    readonly notice: ReactNode;
  };
};

/** One submission in full: who sent it, the task, every attempt with its feedback, and the decision form. */
export const SubmissionPanel = ({ id, reviewer, closeHref, desk }: Props) => {
  const { t } = useTranslation("checking");
  const submission = useSubmission(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const detail = submission.data;
  const loaded = detail !== undefined;

  // Opening another submission moves the focus (and, on a phone, the view) to it.
  useEffect(() => {
    if (loaded && closeHref !== undefined) heading.current?.focus();
  }, [id, loaded, closeHref]);

  return (
    <section className="check-panel" aria-labelledby="check-panel-title">
      <LoadState query={submission} />
      {detail !== undefined && (
        <>
          <header className="check-panel-header">
            <h2 id="check-panel-title" ref={heading} tabIndex={-1}>
              <Avatar picture={detail.student.avatar} name="" size={40} />
              <span>{personName(detail.student) ?? t("submissions.unnamed", { id: detail.student.id })}</span>
            </h2>
            <StatusBadge status={detail.status} />
            {closeHref !== undefined && (
              <Link href={closeHref} className="check-panel-close">
                {t("submission.close")}
              </Link>
            )}
          </header>
          {desk?.notice}
          <TaskText task={detail.task} />
          <AttemptHistory attempts={detail.attempts} status={detail.status} />
          {reviewer && detail.status === "onReview" && (
            <DecisionForm
              key={`${detail.id}:${detail.attempts.length}`}
              id={detail.id}
              onDecided={desk?.onDecided ?? (() => heading.current?.focus())}
              onRefused={desk === undefined ? undefined : () => heading.current?.focus()}
              controls={desk?.controls}
              rubric={detail.task.rubric}
            />
          )}
          {!reviewer && detail.status === "onReview" && <p className="muted">{t("readOnly")}</p>}
        </>
      )}
    </section>
  );
};
