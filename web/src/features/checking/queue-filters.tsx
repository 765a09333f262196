import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { QueueFacet, ReviewCounts } from "@app/domain/api/review";
import type { QueueFilters, QueueParam } from "./queue-params";

type Props = {
  readonly filters: QueueFilters;
  readonly counts: ReviewCounts | undefined;
  readonly courses: ReadonlyArray<QueueFacet>;
  readonly tasks: ReadonlyArray<QueueFacet>;
  readonly groups: ReadonlyArray<QueueFacet>;
  readonly onChange: (param: QueueParam, value: string) => void;
};

const DAY_CHOICES = ["1", "3", "7", "14"] as const;
/** Issue #37: sent after the soft date, or on time. */
const LATE_CHOICES = [
  { value: "1", key: "queue.lateOnly" },
  { value: "0", key: "queue.onTimeOnly" },
] as const;

/**
 * The queue's filters: course, group, task (of the chosen course), status with its count, waiting
 * time, and whether the work came after its date (issue #37).
 */
export const QueueFiltersBar = ({ filters, counts, courses, tasks, groups, onChange }: Props) => {
  const { t } = useTranslation("checking");
  const id = useId();
  const option = (facet: QueueFacet) => (
    <option key={facet.id} value={facet.id}>
      {t("queue.facet", { name: facet.name, count: facet.count })}
    </option>
  );
  const statuses = [
    { value: "onReview", count: counts?.on_review },
    { value: "needsWork", count: counts?.needs_work },
    { value: "accepted", count: counts?.accepted },
  ] as const;
  return (
    <form className="check-queue-filters" aria-label={t("queue.filters")} onSubmit={(e) => e.preventDefault()}>
      <div className="field">
        <label htmlFor={`${id}-course`}>{t("queue.course")}</label>
        <select
          id={`${id}-course`}
          value={filters.course_id ?? ""}
          onChange={(e) => onChange("course", e.target.value)}
        >
          <option value="">{t("queue.allCourses")}</option>
          {courses.map(option)}
        </select>
      </div>
      {groups.length > 0 && (
        <div className="field">
          <label htmlFor={`${id}-group`}>{t("queue.group")}</label>
          <select id={`${id}-group`} value={filters.group_id ?? ""} onChange={(e) => onChange("group", e.target.value)}>
            <option value="">{t("queue.allGroups")}</option>
            {groups.map(option)}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-task`}>{t("queue.task")}</label>
        <select
          id={`${id}-task`}
          value={filters.task_id ?? ""}
          disabled={filters.course_id === undefined}
          onChange={(e) => onChange("task", e.target.value)}
        >
          <option value="">{filters.course_id === undefined ? t("queue.pickCourse") : t("queue.allTasks")}</option>
          {tasks.map(option)}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>{t("queue.status")}</label>
        <select
          id={`${id}-status`}
          value={filters.status ?? "onReview"}
          onChange={(e) => onChange("status", e.target.value === "onReview" ? "" : e.target.value)}
        >
          {statuses.map(({ value, count }) => (
            <option key={value} value={value}>
              {count === undefined ? t(`status.${value}`) : t("queue.facet", { name: t(`status.${value}`), count })}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-days`}>{t("queue.waiting")}</label>
        <select
          id={`${id}-days`}
          value={filters.older_than_days ?? ""}
          onChange={(e) => onChange("days", e.target.value)}
        >
          <option value="">{t("queue.anyTime")}</option>
          {DAY_CHOICES.map((days) => (
            <option key={days} value={days}>
              {t("queue.longerThan", { count: Number(days) })}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-late`}>{t("queue.deadline")}</label>
        <select id={`${id}-late`} value={filters.late ?? ""} onChange={(e) => onChange("late", e.target.value)}>
          <option value="">{t("queue.anyDeadline")}</option>
          {LATE_CHOICES.map(({ value, key }) => (
            <option key={value} value={value}>
              {t(key)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
};
