import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { problemTab, type PublishProblem } from "./publish-problems";
import { problemPathOf, showField } from "./show-field";
import "./publish-problems.css";

type Props = {
  readonly courseID: string;
  readonly problems: ReadonlyArray<PublishProblem>;
  /** Called before going to a field (a modal closes). */
  readonly onGo?: () => void;
};

/**
 * What stops a course from being published: each problem's place (in the structure: section, lesson,
 * task, block, question; elsewhere the area and its tab) is a link that opens it and focuses that
 * field, then the message and how many times it occurs. The course screen's publish and save, and the
 * created-courses card, show it.
 */
export const PublishProblemsList = ({ courseID, problems, onGo }: Props) => {
  const { t } = useTranslation("authoring");
  const [, navigate] = useLocation();
  return (
    <ul className="publish-problems">
      {problems.map((problem, index) => {
        const tab = problemTab(problem.field);
        const label = problem.place ?? t(`problems.area.${problem.area}`);
        return (
          <li key={`${problem.field}-${index}`}>
            <a
              href={problemPathOf(courseID, problem.field, problem.lesson)}
              onClick={(event) => {
                event.preventDefault();
                onGo?.();
                // Structure fields are found by their path; a label there ("Урок") would match another's.
                showField(courseID, problem.field, navigate, tab === "constructor" ? undefined : label);
              }}
            >
              {label}
            </a>
            {problem.place === undefined && <span className="muted"> · {t(`tabs.${tab}`)}</span>}: {problem.message}
            {problem.count > 1 && <span className="muted"> {t("problems.times", { count: problem.count })}</span>}
          </li>
        );
      })}
    </ul>
  );
};
