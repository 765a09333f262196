import { useTranslation } from "react-i18next";
import type { CourseBody } from "@app/domain/api/course-content";
import { TextBlock } from "../../lib/blocks/text-block";

/** The course page as a student will see it: description, what it teaches, the programme, the outline. */
export const PreviewAbout = ({ course }: { readonly course: CourseBody }) => {
  const { t } = useTranslation("passage");
  const active = <T extends { readonly status: string }>(items: ReadonlyArray<T>) =>
    items.filter((item) => item.status === "active");
  const learns = active(course.lists.learns);
  const results = active(course.lists.results);
  const programs = active(course.lists.programs);
  return (
    <div className="preview-about">
      {course.general.summary !== "" && <p className="preview-summary">{course.general.summary}</p>}
      {course.additional.description.value !== "" && <TextBlock text={course.additional.description.value} />}
      {learns.length > 0 && (
        <section aria-labelledby="preview-learns">
          <h2 id="preview-learns">{t("preview.learns")}</h2>
          <ul className="preview-list">
            {learns.map((item) => (
              <li key={item.id}>{item.description}</li>
            ))}
          </ul>
        </section>
      )}
      {results.length > 0 && (
        <section aria-labelledby="preview-results">
          <h2 id="preview-results">{t("preview.results")}</h2>
          <ul className="preview-list">
            {results.map((item) => (
              <li key={item.id}>
                <strong>{item.name}</strong> {item.description}
              </li>
            ))}
          </ul>
        </section>
      )}
      {programs.length > 0 && (
        <section aria-labelledby="preview-programs">
          <h2 id="preview-programs">{t("preview.programs")}</h2>
          <ul className="preview-list">
            {programs.map((item) => (
              <li key={item.id}>
                <strong>{item.name}</strong> {item.description}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="preview-outline">
        <h2 id="preview-outline">{t("preview.outline")}</h2>
        {course.moduleList.length === 0 && <p className="muted">{t("preview.empty")}</p>}
        {course.moduleList.map((m) => (
          <div key={m.moduleID} className="preview-module">
            <h3>{m.moduleName}</h3>
            <ol>
              {m.lessons.map((l) => (
                <li key={l.lessonID}>
                  {l.lessonName}
                  {l.is_trial && <span className="badge badge-trial">{t("outline.trial")}</span>}
                </li>
              ))}
            </ol>
          </div>
        ))}
      </section>
    </div>
  );
};
