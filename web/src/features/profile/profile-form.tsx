import { useId, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { ProfileData } from "@app/domain/api/profile";
import { validateProfileTexts } from "@app/domain/validation/forms";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { accountApi } from "../../lib/api/account-api";
import { apiClient } from "../../lib/api/client";
import { PROFILE_QUERY_KEY } from "../../lib/api/profile-query";
import { serverFieldErrors, useForm } from "../../lib/forms/use-form";
import { withPhoneCheck } from "../../lib/forms/with-phone-check";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { errorMessages, isApiError } from "../../lib/api/api-error";
import { authApi } from "../../lib/api/auth-api";
import { profileSaveDiff } from "@app/domain/profile/profile-conflict";
import {
  BIRTH_DATE_PLACEHOLDER,
  birthDateTextErrors,
  formatDayFirst,
  maskDayFirst,
  parseDayFirst,
} from "@app/domain/validation/birth-date";
import { TextField } from "../../lib/ui/text-field";
import { PhoneField } from "../../lib/ui/phone-field";
import { AvatarUpload } from "./avatar-upload";
import "./profile-form.css";
import { useEducation } from "./use-education";
import { refreshAfterWrite } from "../../lib/api/refresh-after-write";
import { fullName } from "@app/domain/people/display-name";

type Field = "name" | "surname" | "phone" | "city" | "work" | "date_of_birth" | "gender" | "education_id";

const initialOf = (data: ProfileData): Record<Field, string> => ({
  name: data.profile.name ?? "",
  surname: data.profile.surname ?? "",
  phone: data.profile.phone ?? "",
  city: data.profile.city ?? "",
  work: data.profile.work ?? "",
  date_of_birth: formatDayFirst(data.profile.date_of_birth ?? ""),
  gender: data.profile.gender ?? "",
  education_id: data.profile.education_id === null ? "" : String(data.profile.education_id),
});

const orNull = (value: string): string | null => (value.trim() === "" ? null : value.trim());

/** The form's values as the API stores them (the picture is saved on its own, as soon as it is uploaded). */
const stored = (values: Readonly<Record<Field, string>>) => ({
  name: orNull(values.name),
  surname: orNull(values.surname),
  phone: orNull(values.phone),
  city: orNull(values.city),
  work: orNull(values.work),
  date_of_birth: values.date_of_birth.trim() === "" ? null : parseDayFirst(values.date_of_birth),
  gender: orNull(values.gender),
  education_id: values.education_id === "" ? null : Number(values.education_id),
});

/** Today on this device, ISO (a date of birth may not be later). */
const localToday = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
};

const FIELDS: ReadonlyArray<Field> = [
  "name",
  "surname",
  "phone",
  "city",
  "work",
  "date_of_birth",
  "gender",
  "education_id",
];

/** The profile fields, saved with PUT /api/profile/{id}; success shows 'Изменения сохранены'. */
export const ProfileForm = ({ data }: { readonly data: ProfileData }) => {
  const { t } = useTranslation();
  const ids = { gender: useId(), education: useId() };
  const queryClient = useQueryClient();
  const education = useEducation();
  const [picture, setPicture] = useState<string | null>(data.profile.profile_picture);
  // What the form started from (issue #31): a save sends only what changed, with these values as its
  // precondition, so a save from a stale window is refused instead of overwriting the other's change.
  const base = useRef<Record<Field, string>>(initialOf(data));
  /** After a refusal: the stored profile comes in; fields not touched here take its values, typed ones stay. */
  const catchUp = async (): Promise<void> => {
    const fresh = await queryClient.fetchQuery({
      queryKey: PROFILE_QUERY_KEY,
      queryFn: () => authApi(apiClient).myProfile(),
      staleTime: 0,
    });
    const now = initialOf(fresh);
    for (const field of FIELDS) if (form.values[field] === base.current[field]) form.set(field, now[field]);
    base.current = now;
  };
  const form = useForm<Field>({
    initial: initialOf(data),
    validate: (values) => {
      const birth = birthDateTextErrors(values.date_of_birth, localToday());
      const texts = { ...validateProfileTexts(values), ...(birth.length > 0 ? { date_of_birth: birth } : {}) };
      return values.phone === "" ? texts : withPhoneCheck(texts, values.phone);
    },
    submit: async (values) => {
      const { changes, expected } = profileSaveDiff(stored(base.current), stored(values));
      const saved = await accountApi(apiClient).saveProfile(data.profile.id, { ...changes, expected });
      base.current = initialOf(saved);
      queryClient.setQueryData(PROFILE_QUERY_KEY, saved);
      await refreshAfterWrite(queryClient, PROFILE_QUERY_KEY);
      notifySuccess(ERROR_MESSAGES.profileSaved);
    },
    onError: (error) => {
      if (serverFieldErrors(error) !== null) return false;
      notifyError(errorMessages(error)[0] ?? "");
      if (isApiError(error) && error.status === 409) void catchUp().catch(() => undefined);
      return true;
    },
  });
  const { values, errors, set } = form;
  // The photo is saved as soon as its upload ends (issue #17): the header and menu avatars change at
  // once, and nothing is lost if the page is left without pressing Сохранить.
  const savePicture = async (url: string): Promise<void> => {
    setPicture(url);
    try {
      const saved = await accountApi(apiClient).saveProfile(data.profile.id, { profile_picture: url });
      queryClient.setQueryData(PROFILE_QUERY_KEY, saved);
      await refreshAfterWrite(queryClient, PROFILE_QUERY_KEY);
      notifySuccess(t("profile.photoSaved"));
    } catch (error) {
      errorMessages(error).forEach(notifyError);
    }
  };

  return (
    <form
      className="profile-card"
      onSubmit={(e) => void form.onSubmit(e)}
      noValidate
      aria-labelledby="profile-form-title"
    >
      <h2 id="profile-form-title">{t("profile.personal")}</h2>
      <AvatarUpload picture={picture} name={fullName(values)} onUploaded={(url) => void savePicture(url)} />
      <div className="form-grid">
        <TextField
          label={t("profile.name")}
          name="name"
          value={values.name}
          error={errors.name}
          onChange={(e) => set("name", e.target.value)}
        />
        <TextField
          label={t("profile.surname")}
          name="surname"
          value={values.surname}
          error={errors.surname}
          onChange={(e) => set("surname", e.target.value)}
        />
        <PhoneField
          label={t("profile.phone")}
          value={values.phone}
          error={errors.phone}
          onChange={(digits) => set("phone", digits)}
        />
        <TextField label={t("profile.email")} name="email" value={data.email} readOnly disabled />
        <TextField
          label={t("profile.city")}
          name="city"
          value={values.city}
          error={errors.city}
          onChange={(e) => set("city", e.target.value)}
        />
        <TextField
          label={t("profile.work")}
          name="work"
          value={values.work}
          error={errors.work}
          onChange={(e) => set("work", e.target.value)}
        />
        <TextField
          label={t("profile.birthDate")}
          name="date_of_birth"
          inputMode="numeric"
          autoComplete="bday"
          placeholder={BIRTH_DATE_PLACEHOLDER}
          maxLength={10}
          value={values.date_of_birth}
          error={errors.date_of_birth}
          onChange={(e) => set("date_of_birth", maskDayFirst(e.target.value))}
        />
        <div className="field">
          <label htmlFor={ids.gender}>{t("profile.gender")}</label>
          <select id={ids.gender} value={values.gender} onChange={(e) => set("gender", e.target.value)}>
            <option value="">{t("profile.notFilled")}</option>
            <option value="male">{t("profile.male")}</option>
            <option value="female">{t("profile.female")}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.education}>{t("profile.education")}</label>
          <select id={ids.education} value={values.education_id} onChange={(e) => set("education_id", e.target.value)}>
            <option value="">{t("profile.notFilled")}</option>
            {(education.data ?? []).map((item) => (
              <option key={item.id} value={String(item.id)}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button className="button button-primary" type="submit" disabled={form.pending}>
        {t("profile.save")}
      </button>
    </form>
  );
};
