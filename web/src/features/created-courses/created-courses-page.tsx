import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { useCanManageCourses } from "./can-manage";
import { CourseCard } from "./course-card";
import { CreateCourseModal } from "./create-course-modal";
import { useCreatedCourses } from "./created-courses-query";
import { ImportCourseModal } from "./import-course-modal";
import "./created-courses.css";
import { itemsOfPages } from "@app/domain/api/paging";

/** /createdCourses: the school's courses as cards, 'Создать курс', 'Импортировать курс' and 'Показать ещё'. */
export const CreatedCoursesPage = () => {
  const { t } = useTranslation("created-courses");
  useDocumentTitle(t("title"));
  const canManage = useCanManageCourses();
  const courses = useCreatedCourses();
  const [dialog, setDialog] = useState<"create" | "import" | null>(null);
  const cards = itemsOfPages(courses.data?.pages, (c) => c.id);
  const total = courses.data?.pages[0]?.meta.total;

  return (
    <section className="created-page" aria-busy={courses.isPending}>
      <div className="created-head">
        <h1>{t("title")}</h1>
        {canManage && (
          <div className="created-toolbar">
            <button type="button" className="button button-primary" onClick={() => setDialog("create")}>
              {t("create")}
            </button>
            <button type="button" className="button" onClick={() => setDialog("import")}>
              {t("import")}
            </button>
          </div>
        )}
      </div>
      {courses.isPending && <p className="muted">{t("loading")}</p>}
      {courses.isError && cards.length === 0 && (
        <div className="created-load-error" role="alert">
          <p>{t("loadError")}</p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t("reload")}
          </button>
        </div>
      )}
      {total === 0 && <p className="created-empty">{canManage ? t("empty") : t("emptyTeacher")}</p>}
      {cards.length > 0 && (
        <ul className="created-grid">
          {cards.map((card) => (
            <li key={card.id}>
              <CourseCard card={card} canManage={canManage} />
            </li>
          ))}
        </ul>
      )}
      {total !== undefined && total > 0 && (
        <p className="muted created-shown">{t("shown", { shown: cards.length, total })}</p>
      )}
      {courses.hasNextPage && (
        <button
          type="button"
          className="button created-more"
          disabled={courses.isFetchingNextPage}
          onClick={() => void courses.fetchNextPage()}
        >
          {t("showMore")}
        </button>
      )}
      {courses.isFetchNextPageError && (
        <p role="alert" className="form-error">
          {t("loadError")}
        </p>
      )}
      {canManage && <CreateCourseModal open={dialog === "create"} onClose={() => setDialog(null)} />}
      {canManage && <ImportCourseModal open={dialog === "import"} onClose={() => setDialog(null)} />}
    </section>
  );
};
