import { useTranslation } from "react-i18next";
import "./char-counter.css";

type Props = {
  /** Referenced by the field's aria-describedby. */
  readonly id: string;
  /** The length of the text as it will be sent (trimmed or normalized like the server does). */
  readonly length: number;
  readonly max: number;
};

/**
 * `N из M символов` under every limited field (issue #15: free answer, discussion post, review,
 * reviewer's comment). Over the limit it turns red; the form refuses to send with the limit's
 * message, so a pasted text is never cut silently.
 */
export const CharCounter = ({ id, length, max }: Props) => {
  const { t } = useTranslation();
  return (
    <p id={id} className={length > max ? "char-counter is-over" : "char-counter"}>
      {t("common.charCounter", { length, max })}
    </p>
  );
};
