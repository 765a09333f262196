import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { BUG_REPORT_DESCRIPTION_MAX } from "@app/domain/api/bug-reports";
import type { PrivacyOptions } from "@app/domain/log/private-log";
import { session } from "../session/session-store";
import "./send-report-form.css";

type Sending =
  | { readonly _tag: "Idle" }
  | { readonly _tag: "Sending" }
  | { readonly _tag: "Sent"; readonly id: number }
  | { readonly _tag: "Failed"; readonly message: string };

/**
 * `Отправить отчёт` (issue #33 part 7), on the QA panel and the failure page: a short description
 * (it may stay empty) and one click sends the session's log to the server, where admins open it
 * into a replay. Signed out, there is no one to send it as: only `Скачать журнал` stays. The sender's
 * code loads on the first click (the failure page is in the first chunk).
 */
export const SendReportForm = ({
  entries,
  privacy,
}: {
  readonly entries: () => ReadonlyArray<unknown>;
  readonly privacy: PrivacyOptions;
}) => {
  const { t } = useTranslation();
  const { login } = useSnapshot(session);
  const fieldId = useId();
  const [description, setDescription] = useState("");
  const [state, setState] = useState<Sending>({ _tag: "Idle" });
  if (!login.isAuth) return null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setState({ _tag: "Sending" });
    try {
      const [{ sendReport }, { errorMessages }] = await Promise.all([
        import("./send-report"),
        import("../api/api-error"),
      ]);
      try {
        const sent = await sendReport(entries(), privacy, description.trim());
        setDescription("");
        setState({ _tag: "Sent", id: sent.id });
      } catch (error) {
        setState({ _tag: "Failed", message: errorMessages(error).join(" ") });
      }
    } catch {
      setState({ _tag: "Failed", message: t("bugReport.offline") });
    }
  };

  return (
    <form className="send-report" onSubmit={(event) => void send(event)}>
      <label htmlFor={fieldId}>{t("bugReport.description")}</label>
      <div className="send-report-row">
        <input
          id={fieldId}
          value={description}
          maxLength={BUG_REPORT_DESCRIPTION_MAX}
          placeholder={t("bugReport.placeholder")}
          onChange={(event) => setDescription(event.target.value)}
        />
        <button type="submit" className="button" disabled={state._tag === "Sending"}>
          {t("bugReport.send")}
        </button>
      </div>
      <p className="send-report-status" role="status">
        {state._tag === "Sending" && t("bugReport.sending")}
        {state._tag === "Sent" && t("bugReport.sent", { id: state.id })}
      </p>
      {state._tag === "Failed" && (
        <p className="send-report-error" role="alert">
          {t("bugReport.failed", { reason: state.message })}
        </p>
      )}
    </form>
  );
};
