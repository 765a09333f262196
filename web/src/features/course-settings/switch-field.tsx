import { useId } from "react";

type Props = {
  readonly label: string;
  readonly hint?: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
};

/** An on/off setting: a checkbox with the switch role, its label and a short explanation. */
export const SwitchField = ({ label, hint, checked, onChange }: Props) => {
  const id = useId();
  return (
    <div className="switch-field">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch-input"
        checked={checked}
        aria-describedby={hint === undefined ? undefined : `${id}-hint`}
        onChange={(e) => onChange(e.target.checked)}
      />
      <div className="switch-text">
        <label htmlFor={id}>{label}</label>
        {hint !== undefined && (
          <p id={`${id}-hint`} className="muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
};
