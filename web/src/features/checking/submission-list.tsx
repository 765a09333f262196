import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import type { SubmissionSummary } from "@app/domain/api/review";
import { Avatar } from "../../lib/ui/avatar";
import { formatDateTime, personName } from "./check-params";
import { StatusBadge } from "./status-badge";

/** A line of the list: a task's submission, or a work of the review queue with its course and task (`place`). */
export type ListedWork = Pick<SubmissionSummary, "id" | "student" | "status" | "attempts" | "submitted_at"> & {
  readonly place?: string;
  /** Issue #37: its last attempt came after the soft date. */
  readonly late?: boolean | undefined;
};

type Props = {
  readonly items: ReadonlyArray<ListedWork>;
  readonly selected: number | undefined;
  readonly hrefOf: (id: number) => string;
};

/** A task's submissions: the student, the status, how many attempts and when the last one came. */
export const SubmissionList = ({ items, selected, hrefOf }: Props) => {
  const { t } = useTranslation("checking");
  return (
    <ul className="check-submissions" aria-label={t("submissions.listLabel")}>
      {items.map((item) => {
        const name = personName(item.student) ?? t("submissions.unnamed", { id: item.student.id });
        return (
          <li key={item.id}>
            <Link
              href={hrefOf(item.id)}
              className="check-submission"
              aria-current={item.id === selected ? "true" : undefined}
            >
              <Avatar picture={item.student.avatar} name="" size={40} />
              <span className="check-submission-body">
                <span className="check-submission-name">{name}</span>
                {item.place !== undefined && <span className="check-submission-place">{item.place}</span>}
                <span className="check-submission-meta">
                  <StatusBadge status={item.status} />
                  {item.late === true && <span className="check-late">{t("submissions.late")}</span>}
                  <span>{t("submissions.attempts", { count: item.attempts })}</span>
                </span>
                <span className="check-submission-meta muted">
                  {item.submitted_at === null
                    ? t("submissions.notSubmitted")
                    : t("submissions.submittedAt", { date: formatDateTime(item.submitted_at) })}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
};
