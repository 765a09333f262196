import { useTranslation } from "react-i18next";
import type { AboutLists } from "@app/domain/course/about";

type Lists = AboutLists;

const active = <T extends { readonly status: "active" | "removed" }>(items: ReadonlyArray<T>): ReadonlyArray<T> =>
  items.filter((item) => item.status === "active");

/** What the course teaches, its results and its program. Empty lists are left out. */
export const OverviewLists = ({ lists }: { readonly lists: Lists }) => {
  const { t } = useTranslation("my-courses");
  const learns = active(lists.learns);
  const results = [...active(lists.results)].sort((a, b) => a.position - b.position);
  const programs = active(lists.programs);
  return (
    <>
      {learns.length > 0 && (
        <section className="overview-card" aria-labelledby="overview-learns">
          <h2 id="overview-learns">{t("overview.learnsTitle")}</h2>
          <ul className="overview-checks">
            {learns.map((item) => (
              <li key={item.id}>{item.description}</li>
            ))}
          </ul>
        </section>
      )}
      {results.length > 0 && (
        <section className="overview-card" aria-labelledby="overview-results">
          <h2 id="overview-results">{t("overview.resultsTitle")}</h2>
          <ul className="overview-results">
            {results.map((item) => (
              <li key={item.id} style={{ borderColor: item.color === "" ? undefined : item.color }}>
                <h3>{item.name}</h3>
                <p>{item.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {programs.length > 0 && (
        <section className="overview-card" aria-labelledby="overview-programs">
          <h2 id="overview-programs">{t("overview.programsTitle")}</h2>
          <ol className="overview-programs">
            {programs.map((item) => (
              <li key={item.id}>
                <h3>{item.name}</h3>
                <p>{item.description}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
};

/** The course's teachers: photo, name and a few words. */
export const OverviewTeachers = ({ teachers }: { readonly teachers: Lists["teachers"] }) => {
  const { t } = useTranslation("my-courses");
  const shown = active(teachers);
  if (shown.length === 0) return null;
  return (
    <section className="overview-card" aria-labelledby="overview-teachers">
      <h2 id="overview-teachers">{t("overview.teachersTitle")}</h2>
      <ul className="overview-teachers">
        {shown.map((teacher) => (
          <li key={teacher.id}>
            {teacher.image === "" ? (
              <span className="overview-teacher-photo" aria-hidden="true" />
            ) : (
              <img className="overview-teacher-photo" src={teacher.image} alt="" />
            )}
            <div>
              <h3>{teacher.name}</h3>
              <p className="muted">{teacher.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};
