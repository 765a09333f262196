import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { InvitationRole } from "@app/domain/api/access";
import { errorMessages } from "../../lib/api/api-error";
import { serverFieldErrors } from "../../lib/forms/use-form";
import { TextField } from "../../lib/ui/text-field";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { emailsProblem, splitEmails } from "./invite-emails";
import { useInvite, useSeatsLeft } from "./use-course-access";

/** Invite students or teachers by e-mail: each gets a letter with a personal link; a full course is said before inviting. */
export const InviteForm = ({ courseId }: { readonly courseId: number }) => {
  const { t } = useTranslation("course-users");
  const roleId = useId();
  const [text, setText] = useState("");
  const [role, setRole] = useState<InvitationRole>("student");
  const [error, setError] = useState<string | undefined>(undefined);
  const invite = useInvite(courseId);
  const seatsLeft = useSeatsLeft(courseId);
  const full = role === "student" && seatsLeft === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emails = splitEmails(text);
    const problem = emailsProblem(emails);
    setError(problem);
    if (problem !== undefined || invite.isPending) return;
    try {
      const sent = await invite.mutateAsync({ emails, role });
      notifySuccess(
        sent.length === 1
          ? t("invite.sentOne", { email: sent[0]?.email ?? "" })
          : t("invite.sentMany", { count: sent.length }),
      );
      setText("");
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      const first = fields === null ? undefined : Object.values(fields).flat()[0];
      if (first !== undefined) setError(first);
      notifyError(`${t("invite.failed")} ${first ?? errorMessages(failure)[0] ?? ""}`.trim());
    }
  };

  return (
    <form className="users-card invite-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="users-invite">
      <h2 id="users-invite">{t("invite.title")}</h2>
      <p className="muted">{t("invite.lead")}</p>
      {full && (
        <p className="invite-full" role="status">
          {t("invite.full")}
        </p>
      )}
      <div className="invite-row">
        <TextField
          label={t("invite.email")}
          type="email"
          autoComplete="off"
          value={text}
          error={error}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="field">
          <label htmlFor={roleId}>{t("invite.role")}</label>
          <select
            id={roleId}
            value={role}
            onChange={(e) => setRole(e.target.value === "teacher" ? "teacher" : "student")}
          >
            <option value="student">{t("roles.student")}</option>
            <option value="teacher">{t("roles.teacher")}</option>
          </select>
        </div>
        <button type="submit" className="button button-primary invite-submit" disabled={invite.isPending}>
          {t("invite.submit")}
        </button>
      </div>
    </form>
  );
};
