import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { CourseState } from "@app/domain/course/course-state";
import { editAccesses } from "../../lib/authoring-ui/edit-accesses";
import { useFieldErrors } from "../../lib/authoring/field-errors";

/**
 * Seats (SPEC §3 accesses maxCount / isSetMaxCount). The domain drops a first character that is
 * neither a digit nor a plus (SPEC §5), so the field shows the value as the model keeps it. What is
 * left must be a positive whole number: otherwise the field says so and the course is not saved.
 */
export const SeatsEditor = ({ course }: { readonly course: CourseState }) => {
  const { t } = useTranslation("course-users");
  const countId = useId();
  const hintId = useId();
  const errorId = useId();
  const error = useFieldErrors(course.courseID).get("settings.accesses.maxCount");
  const { maxCount, isSetMaxCount } = course.settings.accesses;
  return (
    <section className="users-card" aria-labelledby="users-seats">
      <h2 id="users-seats">{t("seats.title")}</h2>
      <label className="users-check">
        <input
          type="checkbox"
          checked={isSetMaxCount}
          onChange={(e) => editAccesses(course, { isSetMaxCount: e.target.checked })}
        />
        <span>{t("seats.limit")}</span>
      </label>
      <div className="field seats-count">
        <label htmlFor={countId}>{t("seats.count")}</label>
        <input
          id={countId}
          type="text"
          inputMode="numeric"
          value={maxCount}
          disabled={!isSetMaxCount}
          aria-invalid={error !== undefined}
          aria-describedby={error !== undefined ? `${errorId} ${hintId}` : hintId}
          onChange={(e) => editAccesses(course, { maxCount: e.target.value })}
        />
        {error !== undefined && (
          <p className="field-error" id={errorId}>
            {error}
          </p>
        )}
        <p id={hintId} className="muted users-hint">
          {isSetMaxCount ? t("seats.hint") : t("seats.unlimited")}
        </p>
      </div>
    </section>
  );
};
