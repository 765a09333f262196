import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ValidationErrors } from "@app/domain/api/error-body";
import { emailErrors } from "@app/domain/validation/email";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { apiClient } from "../../lib/api/client";
import { errorMessages, isApiError } from "../../lib/api/api-error";
import { invitationsApi } from "../../lib/api/invitations-api";
import { useForm } from "../../lib/forms/use-form";
import { Modal } from "../../lib/ui/modal";
import { TextField } from "../../lib/ui/text-field";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { useStaffCourses } from "./use-staff-courses";

type Props = { readonly open: boolean; readonly onClose: () => void };
type Field = "email" | "course";

/** The server names an address's problem under `emails` or `emails.0`: shown on the E-mail field. */
const emailFieldError = (error: unknown): string | undefined => {
  if (!isApiError(error) || error.status !== 422) return undefined;
  const validation = error.body?.errors?.validation ?? {};
  return validation["emails.0"]?.[0] ?? validation["emails"]?.[0];
};

/** 'Пригласить ученика': E-mail and a course → POST /api/courses/{id}/invitations, a success toast. */
export const InviteStudentModal = ({ open, onClose }: Props) => {
  const { t } = useTranslation("students");
  const courseId = useId();
  const courses = useStaffCourses(open);
  const [serverEmailError, setServerEmailError] = useState<string | undefined>(undefined);
  const form = useForm<Field>({
    initial: { email: "", course: "" },
    validate: (values): ValidationErrors => {
      const email = emailErrors(values.email);
      return {
        ...(email.length > 0 ? { email } : {}),
        ...(values.course === "" ? { course: [VALIDATION_MESSAGES.required] } : {}),
      };
    },
    submit: async (values) => {
      setServerEmailError(undefined);
      const email = values.email.trim();
      await invitationsApi(apiClient).invite(Number(values.course), { emails: [email], role: "student" });
      notifySuccess(t("inviteModal.sent", { email }));
      onClose();
    },
    onError: (error) => {
      const fieldError = emailFieldError(error);
      setServerEmailError(fieldError);
      if (fieldError === undefined) notifyError(errorMessages(error)[0] ?? "");
      return true;
    },
  });
  const list = courses.data?.data ?? [];

  return (
    <Modal
      open={open}
      onClose={onClose}
      onClosed={form.reset}
      loading={form.pending}
      title={t("inviteModal.title")}
      description={<p>{t("inviteModal.lead")}</p>}
    >
      <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-label={t("inviteModal.title")}>
        <TextField
          label={t("inviteModal.email")}
          type="email"
          name="email"
          autoComplete="off"
          value={form.values.email}
          error={form.errors.email ?? serverEmailError}
          onChange={(e) => {
            setServerEmailError(undefined);
            form.set("email", e.target.value);
          }}
        />
        <div className="field">
          <label htmlFor={courseId}>{t("inviteModal.course")}</label>
          <select
            id={courseId}
            value={form.values.course}
            onChange={(e) => form.set("course", e.target.value)}
            aria-invalid={form.errors.course !== undefined}
            aria-describedby={form.errors.course === undefined ? undefined : `${courseId}-error`}
          >
            <option value="">
              {courses.isPending
                ? t("loading")
                : list.length === 0
                  ? t("inviteModal.noCourses")
                  : t("inviteModal.chooseCourse")}
            </option>
            {list.map((course) => (
              <option key={course.id} value={String(course.id)}>
                {course.name}
              </option>
            ))}
          </select>
          {form.errors.course !== undefined && (
            <p className="field-error" id={`${courseId}-error`} role="alert">
              {form.errors.course}
            </p>
          )}
        </div>
        <button className="button button-primary" type="submit" disabled={form.pending}>
          {form.pending ? t("inviteModal.sending") : t("inviteModal.submit")}
        </button>
      </form>
    </Modal>
  );
};
