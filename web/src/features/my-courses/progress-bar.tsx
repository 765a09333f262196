import { useTranslation } from "react-i18next";

type Props = {
  readonly done: number;
  readonly total: number;
  readonly percent: number;
  /** The namespace whose `progress` and `progressLabel` keys word it. */
  readonly ns?: "my-courses" | "student-course";
};

/** A course's progress: a bar (role=progressbar, named) and `3 из 10 уроков`. */
export const ProgressBar = ({ done, total, percent, ns = "my-courses" }: Props) => {
  const { t } = useTranslation(ns);
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="course-progress">
      <div
        className="course-progress-track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-label={t("progressLabel", { percent: value })}
      >
        <span className="course-progress-fill" style={{ width: `${value}%` }} />
      </div>
      <p className="course-progress-text">{t("progress", { done, count: total })}</p>
    </div>
  );
};
