import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CourseState } from "@app/domain/course/course-state";
import { useCourseDraft } from "../authoring/use-course-draft";
import { useDomain } from "../model/domain-store";

type Props = {
  readonly courseID: string;
  readonly children: (course: CourseState, readOnly: boolean) => ReactNode;
};

/** Renders a course tab once the draft is in the domain store; a loading line or the load error before. */
export const DraftGate = ({ courseID, children }: Props) => {
  const { t } = useTranslation();
  const draft = useCourseDraft(courseID);
  const course = useDomain((s) => s.courses[courseID]);
  if (draft.status === "error") {
    return (
      <p className="form-error" role="alert">
        {draft.error}
      </p>
    );
  }
  if (draft.status === "loading" || course === undefined) return <p className="muted">{t("common.loading")}</p>;
  return <>{children(course, draft.readOnly)}</>;
};
