import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { useTranslation } from "react-i18next";
import type { ValidationErrors } from "@app/domain/api/error-body";
import { requiredTextErrors } from "@app/domain/validation/name";
import { apiClient } from "../../lib/api/client";
import { coursesApi } from "../../lib/api/courses-api";
import { errorMessages, isApiError } from "../../lib/api/api-error";
import { useForm } from "../../lib/forms/use-form";
import { Modal } from "../../lib/ui/modal";
import { TextField } from "../../lib/ui/text-field";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { CREATED_COURSES_KEY } from "./created-courses-query";
import { refreshAfterWrite } from "../../lib/api/refresh-after-write";

type Props = { readonly open: boolean; readonly onClose: () => void };

/** 'Создать курс': 'Название курса' (required, ≤ 256) → POST /api/courses → the new course's about tab. */
export const CreateCourseModal = ({ open, onClose }: Props) => {
  const { t } = useTranslation("created-courses");
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const form = useForm<"name">({
    initial: { name: "" },
    validate: (values): ValidationErrors => {
      const errors = requiredTextErrors(values.name);
      return errors.length === 0 ? {} : { name: errors };
    },
    submit: async (values) => {
      const course = await coursesApi(apiClient).create(values.name.trim());
      await refreshAfterWrite(queryClient, CREATED_COURSES_KEY);
      notifySuccess(t("createModal.created"));
      navigate(`/createdCourses/${course.id}/about`);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422 && error.body?.errors?.validation.name !== undefined) return false;
      notifyError(errorMessages(error)[0] ?? t("createModal.title"));
      return true;
    },
  });

  return (
    <Modal open={open} onClose={onClose} onClosed={form.reset} loading={form.pending} title={t("createModal.title")}>
      <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-label={t("createModal.title")}>
        <TextField
          label={t("createModal.name")}
          name="name"
          autoComplete="off"
          value={form.values.name}
          error={form.errors.name}
          onChange={(e) => form.set("name", e.target.value)}
        />
        <button className="button button-primary" type="submit" disabled={form.pending}>
          {form.pending ? t("createModal.sending") : t("createModal.submit")}
        </button>
      </form>
    </Modal>
  );
};
