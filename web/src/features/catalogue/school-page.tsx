import { useQuery } from "@tanstack/react-query";
import { useParams } from "wouter";
import { useTranslation } from "react-i18next";
import { catalogueApi } from "../../lib/api/catalogue-api";
import { apiClient } from "../../lib/api/client";
import { isApiError } from "../../lib/api/api-error";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { CourseCard } from "./course-card";
import "./catalogue.css";

/** /school/{schoolID}: a school's public page with its published courses (no sign-in). */
export const SchoolPage = () => {
  const { t } = useTranslation();
  const { schoolID = "" } = useParams<{ schoolID: string }>();
  const id = /^\d+$/.test(schoolID) ? Number(schoolID) : NaN;
  const school = useQuery({
    queryKey: ["catalogue", "school", id],
    queryFn: () => catalogueApi(apiClient).school(id),
    enabled: !Number.isNaN(id),
    staleTime: 60_000,
  });
  const missing = Number.isNaN(id) || (school.isError && isApiError(school.error) && school.error.status === 404);
  useDocumentTitle(missing ? t("pages.notFound") : (school.data?.school.name ?? t("schools.title")));

  if (missing) {
    return (
      <section>
        <h1>{t("notFound.title")}</h1>
      </section>
    );
  }
  if (school.data === undefined)
    return <p className="muted">{school.isError ? t("catalogue.loadError") : t("common.loading")}</p>;
  const { school: info, courses } = school.data;
  return (
    <section>
      <p className="school-kind">{t(`schools.kind.${info.kind}`)}</p>
      <h1>{info.name}</h1>
      <p className="school-description">{info.description}</p>
      <h2>{t("schools.coursesTitle")}</h2>
      {courses.length === 0 && <p className="muted">{t("schools.noCourses")}</p>}
      <div className="course-grid">
        {courses.map((course) => (
          <CourseCard key={course.id} course={course} />
        ))}
      </div>
    </section>
  );
};
