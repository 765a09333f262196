import { useTranslation } from "react-i18next";
import type { CourseState } from "@app/domain/course/course-state";
import { DraftGate } from "../../lib/authoring-ui/draft-gate";
import { CourseCertificates } from "../../lib/certificates/course-certificates";
import { AccessLink } from "./access-link";
import { CourseUsersList } from "./course-users-list";
import { InvitationsList } from "./invitations-list";
import { InviteForm } from "./invite-form";
import { SeatsEditor } from "./seats-editor";
import "./course-users.css";

const UsersPanels = ({ course, readOnly }: { readonly course: CourseState; readonly readOnly: boolean }) => {
  const { t } = useTranslation("course-users");
  const courseId = Number(course.courseID);
  if (!/^\d+$/.test(course.courseID)) return <p className="muted">{t("notSaved")}</p>;
  return (
    <div className="users-tab">
      {!readOnly && <InviteForm courseId={courseId} />}
      <div className="users-columns">
        <AccessLink course={course} courseId={courseId} readOnly={readOnly} />
        {!readOnly && <SeatsEditor course={course} />}
      </div>
      {!readOnly && <InvitationsList courseId={courseId} />}
      <CourseUsersList courseId={courseId} readOnly={readOnly} />
      <CourseCertificates courseId={courseId} readOnly={readOnly} className="users-card" />
    </div>
  );
};

/** The course screen's `Пользователи` tab: invitations, the access link, seats and the course's people. */
export const UsersTab = ({ courseID }: { readonly courseID: string }) => {
  return (
    <DraftGate courseID={courseID}>
      {(course, readOnly) => <UsersPanels course={course} readOnly={readOnly} />}
    </DraftGate>
  );
};
