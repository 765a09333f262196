import type { ReactNode } from "react";

type Props = {
  /** The form's `useId`: its title is `${id}-title`. */
  readonly id: string;
  readonly title: string;
  readonly submitLabel: string;
  readonly saving: boolean;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
};

/**
 * One form of `Сроки` (issue #37), saved by its own button, apart from the settings' draft: a titled
 * group, Enter in one of its fields (a radio button chooses) sends it as the button does.
 */
export const DeadlineFormGroup = ({ id, title, submitLabel, saving, onSubmit, children }: Props) => (
  <div
    className="deadline-form"
    role="group"
    aria-labelledby={`${id}-title`}
    onKeyDown={(e) => {
      if (e.key === "Enter" && e.target instanceof HTMLInputElement && e.target.type !== "radio") {
        e.preventDefault();
        onSubmit();
      }
    }}
  >
    <h3 id={`${id}-title`}>{title}</h3>
    {children}
    <button type="button" className="button button-primary" disabled={saving} onClick={onSubmit}>
      {submitLabel}
    </button>
  </div>
);
