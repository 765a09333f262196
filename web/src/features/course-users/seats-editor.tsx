import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { CourseState } from "@app/domain/course/course-state";
import { editAccesses } from "../../lib/authoring-ui/edit-accesses";

/**
 * Seats (SPEC §3 accesses maxCount / isSetMaxCount). The domain drops a first character that is
 * neither a digit nor a plus (SPEC §5), so the field shows the value as the model keeps it.
 */
export const SeatsEditor = ({ course }: { readonly course: CourseState }) => {
  const { t } = useTranslation("course-users");
  const countId = useId();
  const hintId = useId();
  const { maxCount, isSetMaxCount } = course.settings.accesses;
  return (
    <section className="users-card" aria-labelledby="users-seats">
      <h2 id="users-seats">{t("seats.title")}</h2>
      <label className="users-check">
        <input type="checkbox" checked={isSetMaxCount} onChange={(e) => editAccesses(course, { isSetMaxCount: e.target.checked })} />
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
          aria-describedby={hintId}
          onChange={(e) => editAccesses(course, { maxCount: e.target.value })}
        />
        <p id={hintId} className="muted users-hint">
          {isSetMaxCount ? t("seats.hint") : t("seats.unlimited")}
        </p>
      </div>
    </section>
  );
};
