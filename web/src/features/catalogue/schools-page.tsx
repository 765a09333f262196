import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { catalogueApi } from "../../lib/api/catalogue-api";
import { apiClient } from "../../lib/api/client";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import "./catalogue.css";
import { itemsOfPages } from "@app/domain/api/paging";

const PER_PAGE = 12;

/** /schools: schools and independent authors, each linking to its page. */
export const SchoolsPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t("schools.title"));
  const schools = useInfiniteQuery({
    queryKey: ["catalogue", "schools"],
    queryFn: ({ pageParam }) => catalogueApi(apiClient).schools({ page: pageParam, perPage: PER_PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.page * last.meta.per_page < last.meta.total ? last.meta.page + 1 : undefined,
    staleTime: 60_000,
  });
  const items = itemsOfPages(schools.data?.pages, (s) => s.id);
  return (
    <section className="page-container">
      <h1>{t("schools.title")}</h1>
      {schools.isError && <p role="alert">{t("catalogue.loadError")}</p>}
      <ul className="school-grid">
        {items.map((school) => (
          <li key={school.id} className="school-card">
            <span className="school-logo" aria-hidden="true">
              {school.name.slice(0, 1)}
            </span>
            <div>
              <p className="school-kind">{t(`schools.kind.${school.kind}`)}</p>
              <h2>
                <Link href={`/school/${school.id}`}>{school.name}</Link>
              </h2>
              <p className="muted">{school.description}</p>
              <p>{t("schools.courses", { count: school.courses_count })}</p>
            </div>
          </li>
        ))}
      </ul>
      {schools.hasNextPage && (
        <button type="button" className="button show-more" onClick={() => void schools.fetchNextPage()}>
          {t("catalogue.showMore")}
        </button>
      )}
    </section>
  );
};
