import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { PublishProblemsList } from "../../lib/authoring/publish-problems-list";
import type { PublishProblem } from "../../lib/authoring/publish-problems";
import { Modal } from "../../lib/ui/modal";

type Props = {
  readonly open: boolean;
  readonly problems: ReadonlyArray<PublishProblem>;
  readonly courseId: number;
  readonly courseName: string;
  readonly onClose: () => void;
};

/** What a publish 422 listed, area by area, each a link to its field on the course screen (the list is lib's, shared with it). */
export const PublishProblemsModal = ({ open, problems, courseId, courseName, onClose }: Props) => {
  // The list's labels are the course screen's ("authoring"): loaded with the card, not when the modal opens.
  const { t } = useTranslation(["created-courses", "authoring"]);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t("publish.problemsTitle")}
      description={<p>{t("publish.problemsLead", { name: courseName })}</p>}
    >
      <PublishProblemsList courseID={String(courseId)} problems={problems} onGo={onClose} />
      <div className="created-modal-actions">
        <button type="button" className="button" onClick={onClose}>
          {t("publish.close")}
        </button>
        <Link href={`/createdCourses/${courseId}/about`} className="button button-primary">
          {t("publish.goToCourse")}
        </Link>
      </div>
    </Modal>
  );
};
