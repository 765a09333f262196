import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { validateProfileCompletion } from "@app/domain/validation/forms";
import { accountApi } from "../../lib/api/account-api";
import { apiClient } from "../../lib/api/client";
import { PROFILE_QUERY_KEY, useProfile } from "../../lib/api/profile-query";
import { useForm } from "../../lib/forms/use-form";
import { withPhoneCheck } from "../../lib/forms/with-phone-check";
import { Modal } from "../../lib/ui/modal";
import { PhoneField } from "../../lib/ui/phone-field";
import { TextField } from "../../lib/ui/text-field";
import { refreshAfterWrite } from "../../lib/api/refresh-after-write";
import { session } from "../../lib/session/session-store";

type Field = "name" | "surname" | "phone";

/**
 * 'Давайте познакомимся': cannot be closed without submitting; the phone goes without the plus. Its
 * own chunk: `ProfileCompletionGate` loads it only for a profile that needs it.
 */
export const ProfileCompletionModal = ({ open }: { readonly open: boolean }) => {
  const { t } = useTranslation();
  const profile = useProfile();
  const queryClient = useQueryClient();
  const data = profile.data;
  // A student is addressed by his teachers; school staff by colleagues and students.
  const { login } = useSnapshot(session);
  const staff = login.isAuth && login.role !== "STUDENT";
  const form = useForm<Field>({
    initial: { name: "", surname: "", phone: "" },
    validate: (values) => withPhoneCheck(validateProfileCompletion(values), values.phone),
    submit: async (values) => {
      if (data === undefined) return;
      const saved = await accountApi(apiClient).saveProfile(data.profile.id, {
        userId: data.user_id,
        profileData: { name: values.name.trim(), surname: values.surname.trim(), phone: values.phone },
      });
      queryClient.setQueryData(PROFILE_QUERY_KEY, saved);
      await refreshAfterWrite(queryClient, PROFILE_QUERY_KEY);
    },
  });

  return (
    <Modal
      open={open}
      onClose={() => undefined}
      closable={false}
      loading={form.pending}
      title={t("completion.title")}
      description={t(staff ? "completion.textStaff" : "completion.text")}
    >
      <form onSubmit={(e) => void form.onSubmit(e)} noValidate>
        <TextField
          label={t("completion.name")}
          name="name"
          autoComplete="given-name"
          value={form.values.name}
          error={form.errors.name}
          onChange={(e) => form.set("name", e.target.value)}
        />
        <TextField
          label={t("completion.surname")}
          name="surname"
          autoComplete="family-name"
          value={form.values.surname}
          error={form.errors.surname}
          onChange={(e) => form.set("surname", e.target.value)}
        />
        <PhoneField
          label={t("completion.phone")}
          value={form.values.phone}
          error={form.errors.phone}
          onChange={(digits) => form.set("phone", digits)}
        />
        <button className="button button-primary modal-wide-button" type="submit" disabled={form.pending}>
          {t("completion.submit")}
        </button>
      </form>
    </Modal>
  );
};
