import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { NOTIFICATION_KINDS, type NotificationKind } from "@app/domain/notifications/notification-kinds";
import { isMailed, type MailChoice } from "@app/domain/notifications/mail-preferences";
import type { MailPreferences as Choices } from "@app/domain/api/notifications";
import { apiClient } from "../../lib/api/client";
import { notificationsApi } from "../../lib/api/notifications-api";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { errorMessages } from "../../lib/api/api-error";
import "./mail-preferences.css";

const api = notificationsApi(apiClient);
const KEY = ["profile", "mail-preferences"] as const;
const CHOICES: ReadonlyArray<MailChoice> = ["now", "digest", "never"];
const KINDS = NOTIFICATION_KINDS.filter(isMailed);

/** The profile's `Уведомления на почту` (issue #35): per kind, at once, a daily digest or never; saved on change. */
export const MailPreferences = () => {
  const { t } = useTranslation("notifications");
  const id = useId();
  const queries = useQueryClient();
  const prefs = useQuery({ queryKey: KEY, queryFn: api.preferences });
  const save = useMutation({
    mutationFn: (change: { readonly kind: NotificationKind; readonly choice: MailChoice }) =>
      api.savePreferences({ [change.kind]: change.choice }),
    onSuccess: (data: Choices) => {
      queries.setQueryData(KEY, data);
      notifySuccess(t("prefs.saved"));
    },
    onError: (error) => notifyError(errorMessages(error).join(" ")),
  });

  return (
    <section className="mail-preferences" id="notifications" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("prefs.title")}</h2>
      <p className="muted">{t("prefs.hint")}</p>
      {prefs.data === undefined ? (
        <p className="muted">{t("translation:common.loading")}</p>
      ) : (
        <dl className="mail-preferences-list">
          {KINDS.map((kind) => (
            <div key={kind} className="mail-preferences-row">
              <dt>
                <label htmlFor={`${id}-${kind}`}>{t(`prefs.kinds.${kind}`)}</label>
              </dt>
              <dd>
                <select
                  id={`${id}-${kind}`}
                  value={prefs.data[kind]}
                  disabled={save.isPending}
                  onChange={(event) => {
                    const choice = CHOICES.find((c) => c === event.target.value);
                    if (choice !== undefined) save.mutate({ kind, choice });
                  }}
                >
                  {CHOICES.map((choice) => (
                    <option key={choice} value={choice}>
                      {t(`prefs.${choice}`)}
                    </option>
                  ))}
                </select>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
};
