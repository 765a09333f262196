import { useTranslation } from "react-i18next";
import type { CourseState } from "@app/domain/course/course-state";
import { useFieldErrors } from "../../lib/authoring/field-errors";
import { DraftGate } from "../../lib/authoring-ui/draft-gate";
import { AdditionalSection } from "./additional-section";
import { AudienceList } from "./audience-list";
import { GeneralSection } from "./general-section";
import { ProgramsList } from "./programs-list";
import { ResultsList } from "./results-list";
import { StyleSection } from "./style-section";
import { TeachersList } from "./teachers-list";
import { HeldInputCourse } from "../../lib/authoring/held-input";
import "./course-about-fields.css";
import "./course-about-lists.css";

const AboutForm = ({ course, readOnly }: { readonly course: CourseState; readonly readOnly: boolean }) => {
  const { t } = useTranslation("course-about");
  const errors = useFieldErrors(course.courseID);
  const errorOf = (field: string) => errors.get(field);
  return (
    <HeldInputCourse.Provider value={course.courseID}>
      <form className="about-tab" aria-label={t("title")} onSubmit={(e) => e.preventDefault()}>
        <fieldset className="about-root" disabled={readOnly}>
          <legend className="visually-hidden">{t("title")}</legend>
          <GeneralSection course={course} errorOf={errorOf} />
          <AdditionalSection course={course} errorOf={errorOf} readOnly={readOnly} />
          <StyleSection course={course} errorOf={errorOf} readOnly={readOnly} />
          <TeachersList course={course} errorOf={errorOf} readOnly={readOnly} />
          <ProgramsList course={course} errorOf={errorOf} />
          <ResultsList course={course} errorOf={errorOf} />
          <AudienceList course={course} list="consumers" errorOf={errorOf} readOnly={readOnly} />
          <AudienceList course={course} list="learns" errorOf={errorOf} readOnly={readOnly} />
        </fieldset>
      </form>
    </HeldInputCourse.Provider>
  );
};

/** The course screen's `О курсе` tab: every edit is a domain command; the shell saves the draft. */
export const AboutTab = ({ courseID }: { readonly courseID: string }) => {
  return (
    <DraftGate courseID={courseID}>{(course, readOnly) => <AboutForm course={course} readOnly={readOnly} />}</DraftGate>
  );
};
