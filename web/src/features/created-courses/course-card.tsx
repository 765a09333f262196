import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import type { CreatedCourseCard } from "@app/domain/api/authoring";
import { CardActions } from "./card-actions";
import { formatDay } from "../../lib/i18n/format";

const dateOf = (iso: string): string => formatDay(iso);

/** A placeholder cover of its own per course, for a course without an image. */
const placeholderStyle = (id: number) => {
  const hue = (id * 47 + 220) % 360;
  return { backgroundImage: `linear-gradient(135deg, hsl(${hue} 65% 50%), hsl(${(hue + 40) % 360} 70% 60%))` };
};

/** One created course: cover, name, category, counts, last change, status and what the caller may do with it. */
export const CourseCard = ({ card, canManage }: { readonly card: CreatedCourseCard; readonly canManage: boolean }) => {
  const { t } = useTranslation("created-courses");
  const titleId = `created-course-${card.id}`;
  return (
    <article className="created-card" aria-labelledby={titleId} data-testid="created-course">
      <div className="created-card-cover" style={card.cover === null ? placeholderStyle(card.id) : undefined}>
        {card.cover !== null && <img src={card.cover} alt="" loading="lazy" />}
        {card.status === "changes_not_published" ? (
          // The unpublished changes open as a diff against the published course (issue #22).
          <Link
            href={`/createdCourses/${card.id}/history/unpublished`}
            className={`created-status created-status-${card.status}`}
          >
            {t(`card.status.${card.status}`)}
          </Link>
        ) : (
          <span className={`created-status created-status-${card.status}`}>{t(`card.status.${card.status}`)}</span>
        )}
      </div>
      <div className="created-card-body">
        <p className="created-card-category">{card.category?.name ?? t("card.noCategory")}</p>
        {/* The name is the author's own text: translate="no" keeps browser translators (and the Russian-text scan) off it. */}
        <h2 id={titleId} className="created-card-title" translate="no">
          <Link href={`/createdCourses/${card.id}/about`}>{card.name}</Link>
        </h2>
        <p className="created-card-meta">
          <span>{t("card.lessons", { count: card.lessons_count })}</span>
          <span>{t("card.students", { count: card.students_count })}</span>
        </p>
        <p className="created-card-updated muted">{t("card.updated", { date: dateOf(card.updated_at) })}</p>
        <CardActions card={card} canManage={canManage} />
      </div>
    </article>
  );
};
