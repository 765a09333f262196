import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { StarIcon } from "./stars";

type Props = {
  readonly value: string;
  readonly error?: string | undefined;
  readonly onChange: (value: string) => void;
};

/** `Оценка`: five radio buttons drawn as stars, each named (`1 звезда` … `5 звёзд`). */
export const StarRatingInput = ({ value, error, onChange }: Props) => {
  const { t } = useTranslation("course-social");
  const name = useId();
  const errorId = `${name}-error`;
  const [hover, setHover] = useState(0);
  const shown = hover > 0 ? hover : Number(value);
  return (
    <fieldset className="star-input" aria-describedby={error === undefined ? undefined : errorId}>
      <legend>{t("reviews.rating")}</legend>
      <div className="star-input-row" onMouseLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="star-option" onMouseEnter={() => setHover(n)}>
            <input
              type="radio"
              name={name}
              value={String(n)}
              checked={value === String(n)}
              onChange={() => onChange(String(n))}
            />
            <StarIcon filled={n <= shown} size={32} />
            <span className="visually-hidden">{t("reviews.star", { count: n })}</span>
          </label>
        ))}
      </div>
      {error !== undefined && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
};
