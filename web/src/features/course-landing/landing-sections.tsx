import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CourseAboutResponse } from "@app/domain/api/authoring";

type About = CourseAboutResponse["data"];

const shown = <T extends { readonly status: "active" | "removed" }>(items: ReadonlyArray<T>): ReadonlyArray<T> =>
  items.filter((item) => item.status === "active");

/** A titled block of the public course page; nothing when it has no items. */
const Block = ({
  id,
  title,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}) => (
  <section className="landing-block" aria-labelledby={id}>
    <h2 id={id}>{title}</h2>
    {children}
  </section>
);

/** What a buyer reads before joining: description, what he learns, for whom, results, program, outline, teachers. */
export const LandingSections = ({ about }: { readonly about: About }) => {
  const { t } = useTranslation("course-landing");
  const { lists, additional } = about;
  const learns = shown(lists.learns);
  const consumers = shown(lists.consumers);
  const results = [...shown(lists.results)].sort((a, b) => a.position - b.position);
  const programs = shown(lists.programs);
  const teachers = shown(lists.teachers);
  const description = additional.description.value.trim();
  return (
    <>
      {(description !== "" || additional.completionDoc !== null) && (
        <Block id="landing-description" title={t("descriptionTitle")}>
          {description !== "" && <p className="landing-text">{description}</p>}
          {additional.completionDoc !== null && (
            <p className="muted">{t("completionDoc", { name: additional.completionDoc.name })}</p>
          )}
        </Block>
      )}
      {learns.length > 0 && (
        <Block id="landing-learns" title={t("learnsTitle")}>
          <ul className="landing-checks">
            {learns.map((item) => (
              <li key={item.id}>{item.description}</li>
            ))}
          </ul>
        </Block>
      )}
      {consumers.length > 0 && (
        <Block id="landing-consumers" title={t("consumersTitle")}>
          <ul className="landing-checks">
            {consumers.map((item) => (
              <li key={item.id}>{item.description}</li>
            ))}
          </ul>
        </Block>
      )}
      {results.length > 0 && (
        <Block id="landing-results" title={t("resultsTitle")}>
          <ul className="landing-cards">
            {results.map((item) => (
              <li key={item.id} style={{ borderTopColor: item.color === "" ? undefined : item.color }}>
                <h3>{item.name}</h3>
                <p>{item.description}</p>
              </li>
            ))}
          </ul>
        </Block>
      )}
      {programs.length > 0 && (
        <Block id="landing-programs" title={t("programsTitle")}>
          <ol className="landing-cards landing-numbered">
            {programs.map((item) => (
              <li key={item.id}>
                <h3>{item.name}</h3>
                <p>{item.description}</p>
              </li>
            ))}
          </ol>
        </Block>
      )}
      {about.outline.length > 0 && (
        <Block id="landing-outline" title={t("outlineTitle")}>
          <ol className="landing-outline">
            {about.outline.map((section) => (
              <li key={section.moduleID}>
                <h3>{section.moduleName}</h3>
                <ol>
                  {section.lessons.map((lesson) => (
                    <li key={lesson.lessonID}>
                      {lesson.lessonName}
                      {lesson.is_trial && <span className="landing-tag">{t("trial")}</span>}
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        </Block>
      )}
      {teachers.length > 0 && (
        <Block id="landing-teachers" title={t("teachersTitle")}>
          <ul className="landing-teachers">
            {teachers.map((teacher) => (
              <li key={teacher.id}>
                {teacher.image === "" ? (
                  <span className="landing-teacher-photo" aria-hidden="true" />
                ) : (
                  <img className="landing-teacher-photo" src={teacher.image} alt="" />
                )}
                <div>
                  <h3>{teacher.name}</h3>
                  <p className="muted">{teacher.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </Block>
      )}
    </>
  );
};
