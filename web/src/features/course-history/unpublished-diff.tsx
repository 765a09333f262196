import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { CourseChange } from "@app/domain/course-history/course-change";
import { errorMessages, isApiError } from "../../lib/api/api-error";
import { apiClient } from "../../lib/api/client";
import { courseHistoryApi } from "../../lib/api/course-history-api";
import { whenSaved } from "../../lib/authoring/authoring-services";
import { ConfirmModal } from "../../lib/ui/confirm-modal";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { discardUnpublished, NotSavedError } from "./history-actions";
import { InlineDiff } from "./inline-diff";
import { useLoad } from "./use-load";

const api = courseHistoryApi(apiClient);

type Props = { readonly courseID: string; readonly readOnly: boolean };

/** The server's 422 for a course that was never published (`from=published` has nothing to point at). */
const neverPublished = (error: unknown): boolean =>
  isApiError(error) && error.status === 422 && error.body?.errors?.validation?.["from"] !== undefined;

const ChangeItem = ({ change }: { readonly change: CourseChange }) => {
  const { t } = useTranslation("course-history");
  const words = change.before !== null || change.after !== null;
  return (
    <li className={`history-change history-change-${change.kind}`} data-testid="history-change">
      <div className="history-change-head">
        <span className="history-change-kind">{t(`diff.kind.${change.kind}`)}</span>
        <span className="history-change-label" translate="no">
          {change.label}
        </span>
      </div>
      {change.where.length > 0 && (
        <p className="history-change-where muted" translate="no">
          {change.where.join(" › ")}
        </p>
      )}
      {words && <InlineDiff before={change.before} after={change.after} />}
    </li>
  );
};

/**
 * `/history/unpublished`: the draft against the published course (added, changed, deleted, moved, each
 * named in words beside its colour; text changes inline), and `Отменить неопубликованные изменения`.
 * The editor's unsent changes go out first, so the diff shows what the author sees.
 */
export const UnpublishedDiff = ({ courseID, readOnly }: Props) => {
  const { t } = useTranslation("course-history");
  const [saved, setSaved] = useState(readOnly);
  useEffect(() => {
    if (readOnly) return;
    let live = true;
    void whenSaved(courseID).then(() => live && setSaved(true));
    return () => {
      live = false;
    };
  }, [courseID, readOnly]);
  const [diff, reload] = useLoad(`${courseID}|${String(saved)}`, () =>
    saved ? api.diff(Number(courseID)) : new Promise<never>(() => undefined),
  );
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const discard = () => {
    setBusy(true);
    discardUnpublished(courseID).then(
      () => {
        setBusy(false);
        setAsking(false);
        notifySuccess(t("diff.discarded"));
        reload();
      },
      (error: unknown) => {
        setBusy(false);
        setAsking(false);
        notifyError(
          error instanceof NotSavedError ? t("version.notSaved") : (errorMessages(error)[0] ?? t("loadError")),
        );
        reload();
      },
    );
  };

  return (
    <section className="history" aria-labelledby="history-diff-title">
      <div className="history-top">
        <h2 id="history-diff-title">{t("diff.title")}</h2>
        <Link href={`/createdCourses/${courseID}/history`}>{t("toList")}</Link>
      </div>
      {diff.status === "loading" && <p className="muted">{t("loading")}</p>}
      {diff.status === "error" &&
        (neverPublished(diff.error) ? (
          <p className="history-note" role="status">
            {t("diff.neverPublished")}
          </p>
        ) : (
          <p className="form-error" role="alert">
            {errorMessages(diff.error)[0] ?? t("loadError")}
          </p>
        ))}
      {diff.status === "ready" &&
        (diff.data.changes.length === 0 ? (
          <p className="history-note" role="status">
            {t("diff.none")}
          </p>
        ) : (
          <>
            <p className="muted">{t("diff.lead", { version: diff.data.from })}</p>
            <ul className="history-changes">
              {diff.data.changes.map((change, index) => (
                <ChangeItem key={`${change.level}-${change.id}-${change.field}-${index}`} change={change} />
              ))}
            </ul>
            {!readOnly && (
              <button type="button" className="button confirm-danger" onClick={() => setAsking(true)}>
                {t("diff.discard")}
              </button>
            )}
          </>
        ))}
      <ConfirmModal
        open={asking}
        title={t("diff.discardTitle")}
        lead={t("diff.discardLead")}
        confirmLabel={t("diff.discard")}
        cancelLabel={t("diff.cancel")}
        busyLabel={t("diff.discarding")}
        busy={busy}
        onConfirm={discard}
        onClose={() => setAsking(false)}
      />
    </section>
  );
};
