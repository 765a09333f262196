import "./charts.css";

type Props = {
  /** Percent, 0–100 (clamped). */
  readonly value: number;
  /** The accessible name, e.g. "Прогресс курса «Основы Python»". */
  readonly label: string;
  /** The text in the middle (default "75 %"). */
  readonly text?: string | undefined;
  readonly size?: number | undefined;
  readonly color?: 1 | 2 | 3 | 4 | 5 | undefined;
};

/** A progress ring: a `progressbar` with its percent drawn as an arc, the number in the middle. */
export const ProgressRing = ({ value, label, text, size = 96, color = 1 }: Props) => {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  const stroke = Math.max(6, size / 10);
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      className="progress-ring"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={text}
      style={{ width: size, height: size }}
    >
      <svg viewBox={`0 0 ${size} ${size}`} width={size} height={size} aria-hidden="true">
        <circle
          className="progress-ring-track"
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={stroke}
          fill="none"
        />
        {clamped > 0 && (
          <circle
            cx={size / 2}
            cy={size / 2}
            r={radius}
            strokeWidth={stroke}
            fill="none"
            stroke={`var(--chart-${color})`}
            strokeLinecap="round"
            strokeDasharray={`${(circumference * clamped) / 100} ${circumference}`}
            transform={`rotate(-90 ${size / 2} ${size / 2})`}
          />
        )}
      </svg>
      <span className="progress-ring-text" style={{ fontSize: Math.max(12, size / 5) }}>
        {text ?? `${clamped} %`}
      </span>
    </div>
  );
};
