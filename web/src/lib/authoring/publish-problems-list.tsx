import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { problemTab, type PublishProblem } from "./publish-problems";
import { showField, tabPathOf } from "./show-field";
import "./publish-problems.css";

type Props = {
  readonly courseID: string;
  readonly problems: ReadonlyArray<PublishProblem>;
  /** Called before going to a field (a modal closes). */
  readonly onGo?: () => void;
};

/**
 * What stops a course from being published, area by area: each area is a link to its tab that
 * focuses the field, then the message and how many times it occurs. The course screen's publish and
 * the created-courses card both show it.
 */
export const PublishProblemsList = ({ courseID, problems, onGo }: Props) => {
  const { t } = useTranslation("authoring");
  const [, navigate] = useLocation();
  return (
    <ul className="publish-problems">
      {problems.map((problem, index) => {
        const label = t(`problems.area.${problem.area}`);
        return (
          <li key={`${problem.field}-${index}`}>
            <a
              href={tabPathOf(courseID, problem.field)}
              onClick={(event) => {
                event.preventDefault();
                onGo?.();
                showField(courseID, problem.field, navigate, label);
              }}
            >
              {label}
            </a>
            <span className="muted"> · {t(`tabs.${problemTab(problem.field)}`)}</span>: {problem.message}
            {problem.count > 1 && <span className="muted"> {t("problems.times", { count: problem.count })}</span>}
          </li>
        );
      })}
    </ul>
  );
};
