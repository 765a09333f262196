import { useId } from "react";
import { useTranslation } from "react-i18next";
import { isSchoolRole, ROLE_CHANGE_MESSAGES } from "@app/domain/admin/role-change";
import { isServerRole, SERVER_ROLES, type AdminSchool, type AdminUser } from "@app/domain/api/admin";
import type { ValidationErrors } from "@app/domain/api/error-body";
import { useForm } from "../../lib/forms/use-form";
import { notifySuccess } from "../../lib/ui/toast";
import { useChangeRole } from "./admin-queries";
import { roleLabels } from "./role-label";

type Props = {
  readonly user: AdminUser;
  readonly schools: ReadonlyArray<AdminSchool>;
  readonly onDone: () => void;
};

/** A person's new role and, for a school's owner or manager, his school (the domain rule, then the server's). */
export const RoleForm = ({ user, schools, onDone }: Props) => {
  const { t } = useTranslation("admin");
  const ids = { role: useId(), school: useId() };
  const change = useChangeRole();
  const form = useForm({
    initial: {
      role: user.roles[0] ?? "student",
      school_id: user.school_id[0] === undefined ? "" : String(user.school_id[0]),
    },
    validate: (values): ValidationErrors =>
      isServerRole(values.role) && isSchoolRole(values.role) && values.school_id === ""
        ? { school_id: [ROLE_CHANGE_MESSAGES.schoolRequired] }
        : {},
    submit: async (values) => {
      const role = isServerRole(values.role) ? values.role : "student";
      await change.mutateAsync({
        userId: user.id,
        body: { role, school_id: isSchoolRole(role) ? Number(values.school_id) : null },
      });
      notifySuccess(t("users.saved", { email: user.email }));
      onDone();
    },
  });
  const needsSchool = isServerRole(form.values.role) && isSchoolRole(form.values.role);
  const fieldError = (field: "role" | "school_id", id: string) =>
    form.errors[field] === undefined ? null : (
      <p className="field-error" id={`${id}-error`} role="alert">
        {form.errors[field]}
      </p>
    );
  return (
    <form
      className="admin-role-form"
      aria-label={t("users.changeFor", { email: user.email })}
      onSubmit={(event) => void form.onSubmit(event)}
      noValidate
    >
      <div className="field">
        <label htmlFor={ids.role}>{t("users.role")}</label>
        <select
          id={ids.role}
          value={form.values.role}
          onChange={(e) => form.set("role", e.target.value)}
          aria-invalid={form.errors.role !== undefined}
          aria-describedby={form.errors.role === undefined ? undefined : `${ids.role}-error`}
        >
          {SERVER_ROLES.map((role) => (
            <option key={role} value={role}>
              {roleLabels(t, [role])}
            </option>
          ))}
        </select>
        {fieldError("role", ids.role)}
      </div>
      {needsSchool && (
        <div className="field">
          <label htmlFor={ids.school}>{t("users.school")}</label>
          <select
            id={ids.school}
            value={form.values.school_id}
            onChange={(e) => form.set("school_id", e.target.value)}
            aria-invalid={form.errors.school_id !== undefined}
            aria-describedby={form.errors.school_id === undefined ? undefined : `${ids.school}-error`}
          >
            <option value="">{t("users.chooseSchool")}</option>
            {schools.map((school) => (
              <option key={school.id} value={String(school.id)} translate="no">
                {school.name}
              </option>
            ))}
          </select>
          {fieldError("school_id", ids.school)}
        </div>
      )}
      <div className="admin-role-actions">
        <button type="submit" className="button button-primary" disabled={form.pending}>
          {t("users.save")}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t("users.cancel")}
        </button>
      </div>
    </form>
  );
};
