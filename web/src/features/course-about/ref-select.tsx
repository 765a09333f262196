import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { NamedRef } from "@app/domain/course/ids";

type Props = {
  readonly label: string;
  readonly value: NamedRef | null;
  readonly options: ReadonlyArray<NamedRef>;
  readonly onSelect: (value: NamedRef | null) => void;
  readonly error?: string | undefined;
};

/** A select over a reference list (categories, practices, certificates, styles). The current value stays listed while the list loads. */
export const RefSelect = ({ label, value, options, onSelect, error }: Props) => {
  const { t } = useTranslation("course-about");
  const id = useId();
  const listed = value !== null && !options.some((o) => o.id === value.id) ? [value, ...options] : options;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value?.id ?? ""}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? `${id}-error` : undefined}
        onChange={(e) => onSelect(listed.find((o) => o.id === e.target.value) ?? null)}
      >
        <option value="">{t("notSelected")}</option>
        {listed.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      {error !== undefined && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
};
