import "./charts.css";

type Props = {
  /** Percent, 0–100 (clamped). */
  readonly value: number;
  readonly label: string;
};

/** A slim progress bar with its percent beside it, for table cells and cards. */
export const ProgressBar = ({ value, label }: Props) => {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <span className="progress-bar">
      <span
        className="progress-bar-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
      >
        <span
          className={clamped === 100 ? "progress-bar-fill progress-bar-done" : "progress-bar-fill"}
          style={{ width: `${clamped}%` }}
        />
      </span>
      <span className="progress-bar-value">{clamped} %</span>
    </span>
  );
};
