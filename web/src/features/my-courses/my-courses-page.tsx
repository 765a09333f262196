import { Link, useSearch } from "wouter";
import { useTranslation } from "react-i18next";
import type { MyCoursesStatus } from "@app/domain/api/passage";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { MyCourseCard } from "./my-course-card";
import { STATUSES, StatusTabs } from "./status-tabs";
import { useMyCourses } from "./use-my-courses";
import "./my-courses-list.css";
import "./my-courses-course.css";
import { itemsOfPages } from "@app/domain/api/paging";

/** The list shown when `?status=` is absent or unknown: the first tab. */
const DEFAULT_STATUS: MyCoursesStatus = "available";

const readStatus = (search: string): MyCoursesStatus => {
  const raw = new URLSearchParams(search).get("status");
  return STATUSES.find((status) => status === raw) ?? DEFAULT_STATUS;
};

/** /myCourses (SPEC §2 student course list): the student's courses by status, with paging. */
export const MyCoursesPage = () => {
  const { t } = useTranslation("my-courses");
  useDocumentTitle(t("title"));
  const status = readStatus(useSearch());
  const courses = useMyCourses(status);
  const items = itemsOfPages(courses.data?.pages, (c) => c.course_id);

  return (
    <section className="my-courses page-narrow">
      <h1>{t("title")}</h1>
      <StatusTabs selected={status} />
      {courses.isPending && <p className="muted">{t("loading")}</p>}
      {courses.isError && <p role="alert">{t("loadError")}</p>}
      {courses.isSuccess && items.length === 0 && (
        <div className="my-courses-empty">
          <h2>{t("empty.title")}</h2>
          <p className="muted">{t(`empty.${status}`)}</p>
          <Link href="/course" className="button button-primary">
            {t("empty.toCatalogue")}
          </Link>
        </div>
      )}
      {items.length > 0 && (
        <ul className="my-course-grid" aria-label={t(`status.${status}`)}>
          {items.map((course) => (
            <MyCourseCard key={course.course_id} course={course} />
          ))}
        </ul>
      )}
      {courses.hasNextPage && (
        <button
          type="button"
          className="button my-courses-more"
          disabled={courses.isFetchingNextPage}
          onClick={() => void courses.fetchNextPage()}
        >
          {t("showMore")}
        </button>
      )}
    </section>
  );
};
