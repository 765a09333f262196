import type { ValidationErrors } from "@app/domain/api/error-body";
import { useForm } from "../../lib/forms/use-form";
import { notifySuccess } from "../../lib/ui/toast";
import { socialTextErrors, toastUnlessFieldErrors } from "./social-text";
import { TextAreaField } from "./text-area-field";

type Props = {
  readonly className: string;
  readonly label: string;
  readonly initial: string;
  /** The text's limit (domain/api/social) and the message for an empty one. */
  readonly max: number;
  readonly required: string;
  readonly rows: number;
  readonly submitLabel: string;
  readonly cancelLabel: string;
  /** The toast once the server has the text. */
  readonly sentMessage: string;
  /** Sends the trimmed text; online only. */
  readonly send: (text: string) => Promise<unknown>;
  readonly onSent: () => Promise<void>;
  readonly onCancel: () => void;
};

/**
 * One short text under a post or a review (issue #30): its field with the counter, submit and `Отмена`;
 * the discussion's reply and the staff's answer to a review are this form with their own words.
 */
export const ShortTextForm = (props: Props) => {
  const form = useForm<"text">({
    initial: { text: props.initial },
    validate: ({ text }): ValidationErrors => {
      const problems = socialTextErrors(text, props.max, props.required);
      return problems.length > 0 ? { text: problems } : {};
    },
    submit: async ({ text }) => {
      await props.send(text.trim());
      notifySuccess(props.sentMessage);
      await props.onSent();
    },
    onError: toastUnlessFieldErrors,
  });
  return (
    <form className={`social-form ${props.className}`} onSubmit={(event) => void form.onSubmit(event)} noValidate>
      <TextAreaField
        label={props.label}
        value={form.values.text}
        error={form.errors.text}
        limit={{ length: form.values.text.trim().length, max: props.max }}
        rows={props.rows}
        autoFocus
        onChange={(event) => form.set("text", event.target.value)}
      />
      <div className="social-form-actions">
        <button type="submit" className="button button-primary button-small" disabled={form.pending}>
          {props.submitLabel}
        </button>
        <button type="button" className="button button-small" onClick={props.onCancel}>
          {props.cancelLabel}
        </button>
      </div>
    </form>
  );
};
