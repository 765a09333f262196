import type { ReactNode } from "react";
import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import type { CourseBody } from "@app/domain/api/course-content";
import { textOf } from "@app/domain/course/rich-text";
import { CourseDescription } from "./course-description";
import "./course-sections.css";

/** A section of the outline: the public page's `outline` and a draft's `moduleList` both fit. */
type OutlineModule = {
  readonly moduleID: string;
  readonly moduleName: string;
  readonly lessons: ReadonlyArray<{
    readonly lessonID: string;
    readonly lessonName: string;
    readonly is_trial: boolean;
  }>;
};

/** What the sections read of a course: its about parts and its outline. */
export type CoursePage = Pick<CourseBody, "general" | "additional" | "lists"> & {
  readonly outline: ReadonlyArray<OutlineModule>;
};

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

type AudienceItem = { readonly id: string; readonly description: string; readonly image: string };

/**
 * `Чему вы научитесь` and `Для кого этот курс`: each item with its picture when the author gave one
 * (issue #29: saved on the about tab, shown nowhere before), a check mark otherwise.
 */
const AudienceItems = ({ items }: { readonly items: ReadonlyArray<AudienceItem> }) => (
  <ul className="landing-checks">
    {items.map((item) =>
      item.image === "" ? (
        <li key={item.id}>{item.description}</li>
      ) : (
        <li key={item.id} className="landing-check-image">
          <img src={item.image} alt="" loading="lazy" />
          <span>{item.description}</span>
        </li>
      ),
    )}
  </ul>
);

type Props = {
  readonly about: CoursePage;
  /** Where a trial lesson (`Пробный урок`) opens, when the page lets a visitor read it (issue #30). */
  readonly trialHref?: (lessonID: string) => string;
};

/**
 * What a buyer and a student read about a course: advantages, description (and the additional one),
 * what he learns and for whom (with their pictures), results, program, outline, teachers. The public
 * course page and the author's preview show the same sections (issue #20).
 */
export const CourseSections = ({ about, trialHref }: Props) => {
  const { t } = useTranslation("course-page");
  const { lists, additional } = about;
  const advantages = about.general.advantages.filter((item) => item.description.trim() !== "");
  const learns = shown(lists.learns);
  const consumers = shown(lists.consumers);
  const results = [...shown(lists.results)].sort((a, b) => a.position - b.position);
  const programs = shown(lists.programs);
  const teachers = shown(lists.teachers);
  const description = textOf(additional.description.value, additional.description.format).trim();
  const more = additional.additionalDescription.trim();
  return (
    <>
      {advantages.length > 0 && (
        <Block id="landing-advantages" title={t("advantagesTitle")}>
          <ul className="landing-advantages">
            {advantages.map((item, index) => (
              <li key={item.id ?? index}>{item.description}</li>
            ))}
          </ul>
        </Block>
      )}
      {(description !== "" || more !== "" || additional.completionDoc !== null) && (
        <Block id="landing-description" title={t("descriptionTitle")}>
          {description !== "" && <CourseDescription description={additional.description} />}
          {/* `Дополнительное описание` (issue #29): plain text, after the description, as typed. */}
          {more !== "" && <p className="landing-text landing-more">{more}</p>}
          {additional.completionDoc !== null && (
            <p className="muted">{t("completionDoc", { name: additional.completionDoc.name })}</p>
          )}
        </Block>
      )}
      {learns.length > 0 && (
        <Block id="landing-learns" title={t("learnsTitle")}>
          <AudienceItems items={learns} />
        </Block>
      )}
      {consumers.length > 0 && (
        <Block id="landing-consumers" title={t("consumersTitle")}>
          <AudienceItems items={consumers} />
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
                      {lesson.is_trial && trialHref !== undefined ? (
                        <Link href={trialHref(lesson.lessonID)}>{lesson.lessonName}</Link>
                      ) : (
                        lesson.lessonName
                      )}
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
