import type { ValidationErrors } from "@app/domain/api/error-body";
import { requiredTextErrors } from "@app/domain/validation/name";
import { errorMessages, isApiError } from "../../lib/api/api-error";
import { useForm } from "../../lib/forms/use-form";
import { TextField } from "../../lib/ui/text-field";
import { notifyError } from "../../lib/ui/toast";

type Props = {
  readonly label: string;
  readonly submitLabel: string;
  readonly initial?: string;
  readonly onSubmit: (name: string) => Promise<void>;
  readonly onCancel?: { readonly label: string; readonly run: () => void };
  readonly className?: string;
};

/** One name field with SPEC §5 checks (required, ≤ 256) and the server's 422 under it (e.g. a taken name). */
export const NameForm = ({ label, submitLabel, initial = "", onSubmit, onCancel, className }: Props) => {
  const form = useForm<"name">({
    initial: { name: initial },
    validate: (values): ValidationErrors => {
      const errors = requiredTextErrors(values.name);
      return errors.length === 0 ? {} : { name: errors };
    },
    submit: async (values) => {
      await onSubmit(values.name.trim());
      if (initial === "") form.reset();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422 && error.body?.errors?.validation.name !== undefined) return false;
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
