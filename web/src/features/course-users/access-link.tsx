import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CourseState } from "@app/domain/course/course-state";
import { errorMessages } from "../../lib/api/api-error";
import { editAccesses } from "../../lib/authoring-ui/edit-accesses";
import { ConfirmModal } from "../../lib/ui/confirm-modal";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { useRotateLink } from "./use-course-access";

/** The shared link to join the course (`/join/{token}`); creating a new one makes the old one stop working. */
export const AccessLink = ({
  course,
  courseId,
  readOnly,
}: {
  readonly course: CourseState;
  readonly courseId: number;
  readonly readOnly: boolean;
}) => {
  const { t } = useTranslation("course-users");
  const id = useId();
  const rotate = useRotateLink(courseId);
  const link = course.settings.accesses.link;
  const full = link === "" ? "" : new URL(link, window.location.origin).toString();
  const [confirming, setConfirming] = useState(false);

  const create = async () => {
    try {
      const answer = await rotate.mutateAsync();
      // The server stored the link in the draft; the model takes it too, so the next save keeps it.
      editAccesses(course, { link: answer.link });
      notifySuccess(link === "" ? t("link.created") : t("link.rotated"));
    } catch (error) {
      notifyError(errorMessages(error)[0] ?? t("link.failed"));
    } finally {
      setConfirming(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(full);
      notifySuccess(t("link.copied"));
    } catch {
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement) input.select();
      notifyError(t("link.copyFailed"));
    }
  };

  return (
    <section className="users-card" aria-labelledby="users-link">
      <h2 id="users-link">{t("link.title")}</h2>
      <p className="muted">{t("link.lead")}</p>
      <div className="field">
        <label htmlFor={id}>{t("link.label")}</label>
        <input
          id={id}
          type="text"
          readOnly
          value={full}
          placeholder={t("link.none")}
          onFocus={(e) => e.target.select()}
        />
      </div>
      <div className="users-actions">
        <button type="button" className="button" disabled={full === ""} onClick={() => void copy()}>
          {t("link.copy")}
        </button>
        {!readOnly && (
          <button
            type="button"
            className="button"
            disabled={rotate.isPending}
            onClick={() => (link === "" ? void create() : setConfirming(true))}
          >
            {link === "" ? t("link.create") : t("link.rotate")}
          </button>
        )}
      </div>
      <ConfirmModal
        open={confirming}
        title={t("link.confirmTitle")}
        lead={<p>{t("link.confirmLead")}</p>}
        confirmLabel={t("link.rotate")}
        cancelLabel={t("cancel")}
        busyLabel={t("link.rotating")}
        busy={rotate.isPending}
        onConfirm={() => void create()}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
};
