import { useTranslation } from "react-i18next";
import { emailErrors } from "@app/domain/validation/email";
import { requiredTextErrors } from "@app/domain/validation/name";
import { SCHOOL_NAME_MAX } from "@app/domain/api/admin";
import { useForm } from "../../lib/forms/use-form";
import { TextField } from "../../lib/ui/text-field";
import { notifySuccess } from "../../lib/ui/toast";
import { useCreateSchool } from "./admin-queries";

const errorsOf = (field: string, messages: ReadonlyArray<string>) =>
  messages.length > 0 ? { [field]: [...messages] } : {};

/** `Новая школа`: a name and the owner's e-mail (an account that exists); the server's refusals show by field. */
export const SchoolForm = () => {
  const { t } = useTranslation("admin");
  const create = useCreateSchool();
  const form = useForm({
    initial: { name: "", owner_email: "" },
    validate: (values) => ({
      ...errorsOf("name", requiredTextErrors(values.name, SCHOOL_NAME_MAX)),
      ...errorsOf("owner_email", emailErrors(values.owner_email)),
    }),
    submit: async (values) => {
      const school = await create.mutateAsync({ name: values.name.trim(), owner_email: values.owner_email.trim() });
      notifySuccess(t("schools.created", { name: school.name }));
      form.reset();
    },
  });
  return (
    <form className="admin-form" onSubmit={(event) => void form.onSubmit(event)} noValidate>
      <h2>{t("schools.formTitle")}</h2>
      <div className="admin-form-fields">
        <TextField
          label={t("schools.name")}
          value={form.values.name}
          onChange={(e) => form.set("name", e.target.value)}
          error={form.errors.name}
          maxLength={SCHOOL_NAME_MAX + 10}
        />
        <TextField
          label={t("schools.ownerEmail")}
          type="email"
          autoComplete="off"
          value={form.values.owner_email}
          onChange={(e) => form.set("owner_email", e.target.value)}
          error={form.errors.owner_email}
        />
      </div>
      <button type="submit" className="button button-primary" disabled={form.pending}>
        {t("schools.create")}
      </button>
    </form>
  );
};
