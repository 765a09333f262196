import type { ValidationErrors } from "@app/domain/api/error-body";
import { groupStartFromText } from "@app/domain/deadlines/group-start";
import { BIRTH_DATE_PLACEHOLDER, formatDayFirst, maskDayFirst } from "@app/domain/validation/birth-date";
import { requiredTextErrors } from "@app/domain/validation/name";
import { errorMessages, isApiError } from "../../lib/api/api-error";
import { useForm } from "../../lib/forms/use-form";
import { TextField } from "../../lib/ui/text-field";
import { notifyError } from "../../lib/ui/toast";

type Props = {
  readonly label: string;
  readonly submitLabel: string;
  readonly initial?: string;
  /** A group's optional `Дата начала`: its label and current value (`YYYY-MM-DD`, "" for none). */
  readonly startDate?: { readonly label: string; readonly initial: string } | undefined;
  /** The trimmed name and the start date (`YYYY-MM-DD`; null when empty or the form has no such field). */
  readonly onSubmit: (name: string, startDate: string | null) => Promise<void>;
  readonly onCancel?: { readonly label: string; readonly run: () => void };
  readonly className?: string;
};

type Field = "name" | "start_date";

/**
 * One name field with SPEC §5 checks (required, ≤ 256), for a group also its start date typed day
 * first (domain `groupStartFromText`), and the server's 422 under them (e.g. a taken name).
 */
export const NameForm = ({ label, submitLabel, initial = "", startDate, onSubmit, onCancel, className }: Props) => {
  const form = useForm<Field>({
    initial: { name: initial, start_date: formatDayFirst(startDate?.initial ?? "") },
    validate: (values): ValidationErrors => {
      const errors: Record<string, ReadonlyArray<string>> = {};
      const nameErrors = requiredTextErrors(values.name);
      if (nameErrors.length > 0) errors.name = nameErrors;
      const start = groupStartFromText(values.start_date);
      if (startDate !== undefined && start.errors.length > 0) errors.start_date = start.errors;
      return errors;
    },
    submit: async (values) => {
      await onSubmit(values.name.trim(), startDate === undefined ? null : groupStartFromText(values.start_date).start);
      if (initial === "") form.reset();
    },
    onError: (error) => {
      const fields = isApiError(error) && error.status === 422 ? error.body?.errors?.validation : undefined;
      if (fields?.name !== undefined || fields?.start_date !== undefined) return false;
      notifyError(errorMessages(error)[0] ?? "");
      return true;
    },
  });
  return (
    <form
      className={`name-form${className === undefined ? "" : ` ${className}`}`}
      onSubmit={(e) => void form.onSubmit(e)}
      noValidate
    >
      <TextField
        label={label}
        name="name"
        autoComplete="off"
        autoFocus={initial !== ""}
        value={form.values.name}
        error={form.errors.name}
        onChange={(e) => form.set("name", e.target.value)}
      />
      {startDate !== undefined && (
        <TextField
          label={startDate.label}
          name="start_date"
          inputMode="numeric"
          autoComplete="off"
          placeholder={BIRTH_DATE_PLACEHOLDER}
          maxLength={10}
          value={form.values.start_date}
          error={form.errors.start_date}
          onChange={(e) => form.set("start_date", maskDayFirst(e.target.value))}
        />
      )}
      <div className="name-form-actions">
        <button type="submit" className="button button-primary" disabled={form.pending}>
          {submitLabel}
        </button>
        {onCancel !== undefined && (
          <button type="button" className="button" onClick={onCancel.run}>
            {onCancel.label}
          </button>
        )}
      </div>
    </form>
  );
};
