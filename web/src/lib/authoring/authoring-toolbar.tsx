import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { useDomain, runCommand } from "../model/domain-store";
import { useAuthoringUi } from "./authoring-ui-state";
import { useFieldErrors } from "./field-errors";
import { PublishReportModal } from "./publish-report-modal";
import { showField } from "./show-field";
import { useHeldInput } from "./held-input";
import { exportCourse, publishCourse, saveCourse } from "./authoring-services";
import { useReplay } from "../qa/replay-session";
import type { SaveStatus } from "./save-scheduler";

const statusKey = (status: SaveStatus): string => {
  switch (status) {
    case "saved":
      return "status.saved";
    case "saving":
      return "status.saving";
    case "offline":
      return "status.offline";
    case "conflict":
      return "status.conflict";
    case "unsaved":
    case "rejected":
      return "status.unsaved";
    default: {
      const never: never = status;
      return never;
    }
  }
};

/**
 * The save state, announced politely to screen readers. A draft with a field over its limit or
 * invalid is not sent: `Есть ошибки — не сохранено`, with a link to the first such field.
 */
export const SaveState = ({ courseID }: { readonly courseID: string }) => {
  const { t } = useTranslation("authoring");
  const { status: saving, merge } = useAuthoringUi(courseID);
  // While the merge dialog waits for the author, what both windows changed is not saved yet.
  const status: SaveStatus = merge !== null ? "conflict" : saving;
  const errors = useFieldErrors(courseID);
  const [, navigate] = useLocation();
  // A QA replay saves nothing: say so instead of a save state.
  const replaying = useReplay() !== null;
  const heldInput = useHeldInput(courseID);
  const first = [...heldInput.keys()][0] ?? (status === "rejected" ? [...errors.keys()][0] : undefined);
  const shown = replaying ? "replay" : first !== undefined ? "invalid" : status;
  return (
    <p
      className={`authoring-save-state authoring-save-${replaying ? "offline" : first !== undefined ? "rejected" : status}`}
      role="status"
      aria-live="polite"
      data-save-status={shown}
    >
      {replaying ? t("status.replay") : first !== undefined ? t("status.invalid") : t(statusKey(status))}
      {first !== undefined && (
        <button type="button" className="authoring-save-link" onClick={() => showField(courseID, first, navigate)}>
          {t("status.showError")}
        </button>
      )}
    </p>
  );
};

/**
 * Whether students see the course (issue #29, row 11): published or not. A published course's
 * content changes reach them at the next publish (the link lists them); its settings at once.
 */
export const PublishedState = ({ courseID }: { readonly courseID: string }) => {
  const { t } = useTranslation("authoring");
  const { published } = useAuthoringUi(courseID);
  if (published === null) return null;
  return (
    <p className="authoring-published-state" data-published={published}>
      {published ? (
        <>
          <span className="authoring-published-badge">{t("publication.published")}</span>
          <Link href={`/createdCourses/${courseID}/history/unpublished`}>{t("publication.changes")}</Link>
        </>
      ) : (
        <span className="muted">{t("publication.draft")}</span>
      )}
    </p>
  );
};

/** The course screen's toolbar: save state, save, undo, redo, preview, export, publish (editing buttons hidden when read-only). */
export const AuthoringToolbar = ({ courseID, readOnly }: { readonly courseID: string; readonly readOnly: boolean }) => {
  const { t } = useTranslation("authoring");
  const canUndo = useDomain((s) => (s.history[courseID]?.undo.length ?? 0) > 0);
  const canRedo = useDomain((s) => (s.history[courseID]?.redo.length ?? 0) > 0);
  const [busy, setBusy] = useState<"publish" | "export" | null>(null);

  const run = (kind: "publish" | "export", action: () => Promise<void>): void => {
    setBusy(kind);
    void action().finally(() => setBusy(null));
  };

  return (
    <div className="authoring-actions">
      <div className="authoring-toolbar" role="toolbar" aria-label={t("toolbar.label")}>
        {!readOnly && (
          <>
            <button type="button" className="button button-primary" onClick={() => saveCourse(courseID)}>
              {t("toolbar.save")}
            </button>
            <button
              type="button"
              className="button"
              title="Ctrl+Z"
              aria-keyshortcuts="Control+Z"
              disabled={!canUndo}
              onClick={() => runCommand({ _tag: "Undo", courseID })}
            >
              {t("toolbar.undo")}
            </button>
            <button
              type="button"
              className="button"
              title="Ctrl+Shift+Z"
              aria-keyshortcuts="Control+Shift+Z Control+Y"
              disabled={!canRedo}
              onClick={() => runCommand({ _tag: "Redo", courseID })}
            >
              {t("toolbar.redo")}
            </button>
          </>
        )}
        <Link className="button" href={`/preview/${courseID}`}>
          {t("toolbar.preview")}
        </Link>
        {!readOnly && (
          <>
            <button
              type="button"
              className="button"
              disabled={busy === "export"}
              onClick={() => run("export", () => exportCourse(courseID))}
            >
              {t("toolbar.export")}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy === "publish"}
              onClick={() => run("publish", () => publishCourse(courseID, t("toolbar.published")))}
            >
              {t("toolbar.publish")}
            </button>
          </>
        )}
      </div>
      <div className="authoring-states">
        {readOnly ? (
          <p className="muted authoring-read-only">{t("toolbar.readOnly")}</p>
        ) : (
          <SaveState courseID={courseID} />
        )}
        <PublishedState courseID={courseID} />
      </div>
      {!readOnly && <PublishReportModal courseID={courseID} />}
    </div>
  );
};
