import { useState } from "react";
import { useTranslation } from "react-i18next";
import { linkHref } from "./editor-value";

type Props = {
  /** The ids of the form's parts are made from the editor's. */
  readonly id: string;
  /** The address of the link under the cursor ("" when none). */
  readonly initial: string;
  /** The cursor is on a link: the form offers to remove it. */
  readonly onLink: boolean;
  /** Sets the link to this address, or takes the link away (an emptied field). */
  readonly onApply: (href: string | undefined) => void;
  readonly onRemove: () => void;
  readonly onCancel: () => void;
};

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The address of a link, typed. Only http, https and mailto links are kept (domain/src/course/rich-text.ts):
 * any other address (`javascript:…`) is refused here, at the field, with why, instead of vanishing
 * (issue #29); the form stays open with what was typed.
 */
export const LinkForm = ({ id, initial, onLink, onApply, onRemove, onCancel }: Props) => {
  const { t } = useTranslation("rich-content");
  const [typed, setTyped] = useState(initial);
  const [refusal, setRefusal] = useState<string | null>(null);
  const apply = () => {
    const href = linkHref(typed);
    if (href === undefined && typed.trim() !== "") {
      const scheme = SCHEME.exec(typed.trim())?.[1];
      setRefusal(scheme === undefined ? t("editor.linkInvalid") : t("editor.linkRefused", { scheme: `${scheme}:` }));
      return;
    }
    onApply(href);
  };
  return (
    <div className="rich-link-form">
      <label htmlFor={`${id}-href`}>{t("editor.href")}</label>
      <input
        id={`${id}-href`}
        type="url"
        inputMode="url"
        value={typed}
        placeholder="https://"
        autoFocus
        aria-invalid={refusal !== null}
        aria-describedby={refusal === null ? undefined : `${id}-href-e`}
        onChange={(event) => {
          setTyped(event.target.value);
          setRefusal(null);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            apply();
          }
          if (event.key === "Escape") onCancel();
        }}
      />
      <button type="button" className="button button-small" onClick={apply}>
        {t("editor.applyLink")}
      </button>
      {onLink && (
        <button type="button" className="text-button danger" onClick={onRemove}>
          {t("editor.removeLink")}
        </button>
      )}
      {refusal !== null && (
        <p className="field-error rich-link-error" id={`${id}-href-e`}>
          {refusal}
        </p>
      )}
    </div>
  );
};
