import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { versionNameErrors } from "@app/domain/course-history/version-name";
import type { VersionEntry } from "@app/domain/course-history/history-entry";
import { errorMessages } from "../../lib/api/api-error";
import { apiClient } from "../../lib/api/client";
import { courseHistoryApi } from "../../lib/api/course-history-api";

const api = courseHistoryApi(apiClient);

type Props = {
  readonly courseID: string;
  readonly entry: VersionEntry;
  readonly canEdit: boolean;
  readonly onNamed: (entry: VersionEntry) => void;
};

/**
 * A version's name (issue #29): shown above its summary; the school's staff give, change or remove it
 * in place (`Назвать версию`). A named version stays as named and outlives the history's retention.
 */
export const VersionName = ({ courseID, entry, canEdit, onNamed }: Props) => {
  const { t } = useTranslation("course-history");
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const what = t("entry.version", { version: entry.version });

  if (typed === null)
    return (
      <div className="history-entry-name-row">
        {entry.name !== undefined && (
          <p className="history-entry-name" translate="no">
            «{entry.name}»
          </p>
        )}
        {canEdit && (
          <button
            type="button"
            className="text-button"
            onClick={() => {
              setTyped(entry.name ?? "");
              setError(null);
            }}
          >
            {entry.name === undefined ? t("name.add") : t("name.change")}
            <span className="visually-hidden"> — {what}</span>
          </button>
        )}
      </div>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = versionNameErrors(typed)[0];
    if (problem !== undefined) {
      setError(problem);
      return;
    }
    setBusy(true);
    api
      .name(Number(courseID), entry.version, typed)
      .then((named) => {
        onNamed(named);
        setTyped(null);
      })
      .catch((caught: unknown) => setError(errorMessages(caught)[0] ?? t("name.failed")))
      .finally(() => setBusy(false));
  };

  return (
    <form className="history-entry-name-form" onSubmit={submit} aria-label={t("name.formLabel", { what })}>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t("name.label")}</label>
        <input
          id={`${id}-name`}
          value={typed}
          // Opened by the author's click to type a name: the caret goes there.
          autoFocus
          placeholder={t("name.placeholder")}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? `${id}-error` : `${id}-hint`}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Escape") setTyped(null);
          }}
        />
        {error === null ? (
          <p className="muted history-entry-name-hint" id={`${id}-hint`}>
            {t("name.hint")}
          </p>
        ) : (
          <p className="field-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="history-entry-name-actions">
        <button type="submit" className="button button-primary button-small" disabled={busy}>
          {t("name.save")}
        </button>
        <button type="button" className="button button-small" onClick={() => setTyped(null)}>
          {t("name.cancel")}
        </button>
      </div>
    </form>
  );
};
