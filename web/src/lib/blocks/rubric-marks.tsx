import { useTranslation } from "react-i18next";
import { scoreOf, type RubricMark } from "@app/domain/review/rubric-marks";
import "./rubric-marks.css";

/**
 * Issue #34 part 4: which of the rubric's criteria a checked attempt met, and `Баллы: 7 из 10`;
 * the student's lesson and the teacher's history show it alike.
 */
export const RubricMarks = ({ marks }: { readonly marks: ReadonlyArray<RubricMark> }) => {
  const { t } = useTranslation("passage");
  const { points, max } = scoreOf(marks);
  return (
    <div className="rubric-marks">
      <p className="rubric-marks-title">
        <strong>{t("rubric.title")}</strong> <span>{t("rubric.score", { points, max })}</span>
      </p>
      <ul className="rubric-marks-list">
        {marks.map((mark) => (
          <li key={mark.criterionID} className={mark.met ? "rubric-mark is-met" : "rubric-mark"}>
            <span aria-hidden="true" className="rubric-mark-sign">
              {mark.met ? "✓" : "✗"}
            </span>
            <span className="visually-hidden">{mark.met ? t("rubric.met") : t("rubric.notMet")}: </span>
            <span className="rubric-mark-title">{mark.title}</span>{" "}
            <span className="rubric-mark-points muted">{t("rubric.points", { count: mark.points })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
};
