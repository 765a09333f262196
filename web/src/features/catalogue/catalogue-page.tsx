import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useLocation, useSearch } from "wouter";
import { useTranslation } from "react-i18next";
import { catalogueApi } from "../../lib/api/catalogue-api";
import { apiClient } from "../../lib/api/client";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { CategoryFilter } from "./category-filter";
import { CourseCard } from "./course-card";
import "./catalogue.css";
import { itemsOfPages } from "@app/domain/api/paging";

const PER_PAGE = 6;

/** /course: the public catalogue, filtered by category (kept in the address), 'Показать ещё' for more. */
export const CataloguePage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t("catalogue.title"));
  const [location, navigate] = useLocation();
  const raw = new URLSearchParams(useSearch()).get("category");
  const category = raw !== null && /^\d+$/.test(raw) ? Number(raw) : undefined;
  const api = catalogueApi(apiClient);
  const categories = useQuery({ queryKey: ["catalogue", "categories"], queryFn: api.categories });
  const courses = useInfiniteQuery({
    queryKey: ["catalogue", "courses", category ?? "all"],
    queryFn: ({ pageParam }) => api.courses({ page: pageParam, perPage: PER_PAGE, category }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.page * last.meta.per_page < last.meta.total ? last.meta.page + 1 : undefined,
    staleTime: 60_000,
  });
  const items = itemsOfPages(courses.data?.pages, (c) => c.id);
  const total = courses.data?.pages[0]?.meta.total;

  return (
    <section className="catalogue page-container">
      <h1>{t("catalogue.title")}</h1>
      <CategoryFilter
        categories={categories.data ?? []}
        selected={category}
        onSelect={(id) => navigate(id === undefined ? location : `${location}?category=${id}`, { replace: true })}
      />
      {total !== undefined && <p className="muted">{t("catalogue.found", { count: total })}</p>}
      {courses.isError && <p role="alert">{t("catalogue.loadError")}</p>}
      {courses.isPending && <p className="muted">{t("common.loading")}</p>}
      <div className="course-grid">
        {items.map((course) => (
          <CourseCard key={course.id} course={course} headingLevel={2} />
        ))}
      </div>
      {courses.hasNextPage && (
        <button
          type="button"
          className="button show-more"
          disabled={courses.isFetchingNextPage}
          onClick={() => void courses.fetchNextPage()}
        >
          {t("catalogue.showMore")}
        </button>
      )}
    </section>
  );
};
