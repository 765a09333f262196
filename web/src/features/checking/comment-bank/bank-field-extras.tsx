import { FeedbackFiles } from "./feedback-files";
import { SaveToBank } from "./save-to-bank";
import type { BankField } from "./use-bank-field";
import { BankLink } from "./bank-link";
import "./comment-bank.css";

/** Under a work's comment: the files for the feedback, `Сохранить в банк` and the way to the bank's list. */
export const BankFieldExtras = ({
  bank,
  comment,
  disabled,
}: {
  readonly bank: BankField;
  readonly comment: string;
  readonly disabled: boolean;
}) => {
  return (
    <div className="bank-field-extras">
      <FeedbackFiles files={bank.files} onChange={bank.setFiles} disabled={disabled} />
      <SaveToBank text={comment} />
      <BankLink className="bank-link" />
    </div>
  );
};
