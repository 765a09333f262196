import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { InvitationView } from "@app/domain/api/access";
import { errorMessages } from "../../lib/api/api-error";
import { ConfirmModal } from "../../lib/ui/confirm-modal";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { useInvitations, useRevoke } from "./use-course-access";
import { formatDate } from "../../lib/i18n/format";

type State = "pending" | "accepted" | "revoked" | "expired";

const stateOf = (invitation: InvitationView, now: number): State => {
  if (invitation.revoked) return "revoked";
  if (invitation.accepted_by !== null) return "accepted";
  return Date.parse(invitation.expires_at) < now ? "expired" : "pending";
};

const date = (iso: string): string => formatDate(iso);

/** Every invitation of the course, newest first; a pending one can be revoked. */
export const InvitationsList = ({ courseId }: { readonly courseId: number }) => {
  const { t } = useTranslation("course-users");
  const invitations = useInvitations(courseId, true);
  const revoke = useRevoke(courseId);
  const now = Date.now();
  const [asked, setAsked] = useState<{ readonly invitation: InvitationView; readonly open: boolean } | null>(null);
  const closeAsk = () => setAsked((was) => (was === null ? null : { ...was, open: false }));

  const onRevoke = async (invitation: InvitationView) => {
    try {
      await revoke.mutateAsync(invitation.id);
      notifySuccess(t("invitations.revoked", { email: invitation.email }));
    } catch (error) {
      notifyError(errorMessages(error)[0] ?? t("invitations.revokeFailed"));
    } finally {
      closeAsk();
    }
  };

  const list = invitations.data?.data ?? [];
  return (
    <section className="users-card" aria-labelledby="users-invitations">
      <h2 id="users-invitations">{t("invitations.title")}</h2>
      {invitations.isPending && <p className="muted">{t("loading")}</p>}
      {invitations.isError && <p className="form-error">{t("loadError")}</p>}
      {invitations.isSuccess && list.length === 0 && <p className="muted">{t("invitations.empty")}</p>}
      {list.length > 0 && (
        <ul className="users-list" aria-label={t("invitations.title")}>
          {list.map((invitation) => {
            const state = stateOf(invitation, now);
            return (
              <li key={invitation.id} className="users-row">
                <div className="users-row-main">
                  <span className="users-row-title">{invitation.email}</span>
                  <span className="muted">
                    {t(`roles.${invitation.role}`)} · {t("invitations.sentAt", { date: date(invitation.created_at) })}
                  </span>
                </div>
                <span className={`users-badge users-badge-${state}`}>{t(`invitations.state.${state}`)}</span>
                {state === "pending" && (
                  <button
                    type="button"
                    className="button"
                    aria-label={t("invitations.revokeFor", { email: invitation.email })}
                    disabled={revoke.isPending}
                    onClick={() => setAsked({ invitation, open: true })}
                  >
                    {t("invitations.revoke")}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmModal
        open={asked?.open === true}
        title={t("invitations.confirmTitle", { email: asked?.invitation.email ?? "" })}
        lead={<p>{t("invitations.confirmLead")}</p>}
        confirmLabel={t("invitations.revoke")}
        cancelLabel={t("cancel")}
        busyLabel={t("invitations.revoking")}
        busy={revoke.isPending}
        onConfirm={() => asked !== null && void onRevoke(asked.invitation)}
        onClose={closeAsk}
      />
    </section>
  );
};
