import { useState } from "react";
import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import type { CreatedCourseCard } from "@app/domain/api/authoring";
import { DeleteCourseModal } from "./delete-course-modal";
import { PublishProblemsModal } from "./publish-problems-modal";
import { useCardActions } from "./use-card-actions";

type Props = { readonly card: CreatedCourseCard; readonly canManage: boolean };

/**
 * 'Редактировать', 'Опубликовать' (unpublished changes only), 'Экспорт', 'Скачать .imscc' (an IMS Common
 * Cartridge, issue #38), 'Копировать курс' and 'Удалить'; a teacher only opens the course.
 */
export const CardActions = ({ card, canManage }: Props) => {
  const { t } = useTranslation("created-courses");
  const actions = useCardActions(card);
  const [confirming, setConfirming] = useState(false);
  const href = `/createdCourses/${card.id}/about`;

  if (!canManage) {
    return (
      <div className="created-card-actions">
        <Link href={href} className="button" aria-label={`${t("card.open")}: ${card.name}`}>
          {t("card.open")}
        </Link>
      </div>
    );
  }

  const { publish, remove, exportCourse, exportCartridge, copy } = actions;
  return (
    <div className="created-card-actions" role="group" aria-label={t("card.actions", { name: card.name })}>
      <div className="created-card-main">
        <Link href={href} className="button">
          {t("card.edit")}
        </Link>
        {card.status === "changes_not_published" && (
          <button
            type="button"
            className="button button-primary"
            disabled={publish.isPending}
            onClick={() => publish.mutate()}
          >
            {publish.isPending ? t("card.publishing") : t("card.publish")}
          </button>
        )}
      </div>
      <div className="created-card-more">
        <button
          type="button"
          className="button"
          disabled={exportCourse.isPending}
          onClick={() => exportCourse.mutate()}
        >
          {exportCourse.isPending ? t("card.exporting") : t("card.export")}
        </button>
        <button
          type="button"
          className="button"
          disabled={exportCartridge.isPending}
          onClick={() => exportCartridge.mutate()}
          title={t("card.exportCartridgeHint")}
        >
          {exportCartridge.isPending ? t("card.exporting") : t("card.exportCartridge")}
        </button>
        <button type="button" className="button" disabled={copy.isPending} onClick={() => copy.mutate()}>
          {copy.isPending ? t("card.copying") : t("card.copy")}
        </button>
        <button type="button" className="button created-danger-outline" onClick={() => setConfirming(true)}>
          {t("card.delete")}
        </button>
      </div>
      <DeleteCourseModal
        open={confirming}
        courseName={card.name}
        deleting={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
      <PublishProblemsModal
        open={actions.problems.open}
        problems={actions.problems.list}
        courseId={card.id}
        courseName={card.name}
        onClose={actions.closeProblems}
      />
    </div>
  );
};
