import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { Modal } from "../../lib/ui/modal";
import type { PublishProblem } from "./publish-problems";

type Props = {
  readonly open: boolean;
  readonly problems: ReadonlyArray<PublishProblem>;
  readonly courseId: number;
  readonly courseName: string;
  readonly onClose: () => void;
};

/** What a publish 422 listed, area by area, with a link to the course to fix it. */
export const PublishProblemsModal = ({ open, problems, courseId, courseName, onClose }: Props) => {
  const { t } = useTranslation("created-courses");
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t("publish.problemsTitle")}
      description={<p>{t("publish.problemsLead", { name: courseName })}</p>}
    >
      <ul className="publish-problems">
        {problems.map((problem, index) => (
          <li key={`${problem.field}-${index}`}>
            <strong>{t(`problem.${problem.area}`)}:</strong> {problem.message}
            {problem.count > 1 && <span className="muted"> {t("publish.times", { count: problem.count })}</span>}
          </li>
        ))}
      </ul>
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
