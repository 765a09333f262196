import { useTranslation } from "react-i18next";

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The overview's progress ring: the share of completed lessons, with the percent inside. */
export const ProgressRing = ({ percent }: { readonly percent: number }) => {
  const { t } = useTranslation("my-courses");
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="progress-ring" role="img" aria-label={t("overview.ringLabel", { percent: value })}>
      <svg viewBox="0 0 120 120" width="120" height="120" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r={RADIUS} className="progress-ring-track" />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          className="progress-ring-value"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
          transform="rotate(-90 60 60)"
        />
      </svg>
      <span className="progress-ring-text" aria-hidden="true">
        {value}%
      </span>
    </div>
  );
};
