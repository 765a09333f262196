import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useDomain, runCommand } from "../model/domain-store";
import { useAuthoringUi } from "./authoring-ui-state";
import { exportCourse, publishCourse, saveCourse } from "./course-actions";
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

/** The save state, announced politely to screen readers. */
export const SaveState = ({ courseID }: { readonly courseID: string }) => {
  const { t } = useTranslation("authoring");
  const { status } = useAuthoringUi(courseID);
  // A QA replay saves nothing: say so instead of a save state.
  const replaying = useReplay() !== null;
  return (
    <p className={`authoring-save-state authoring-save-${replaying ? "offline" : status}`} role="status" aria-live="polite" data-save-status={replaying ? "replay" : status}>
      {replaying ? t("status.replay") : t(statusKey(status))}
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
            <button type="button" className="button" title="Ctrl+Z" aria-keyshortcuts="Control+Z" disabled={!canUndo} onClick={() => runCommand({ _tag: "Undo", courseID })}>
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
            <button type="button" className="button" disabled={busy === "export"} onClick={() => run("export", () => exportCourse(courseID))}>
              {t("toolbar.export")}
            </button>
            <button type="button" className="button" disabled={busy === "publish"} onClick={() => run("publish", () => publishCourse(courseID, t("toolbar.published")))}>
              {t("toolbar.publish")}
            </button>
          </>
        )}
      </div>
      {readOnly ? <p className="muted authoring-read-only">{t("toolbar.readOnly")}</p> : <SaveState courseID={courseID} />}
    </div>
  );
};
