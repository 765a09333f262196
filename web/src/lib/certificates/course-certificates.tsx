import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CertificateView } from "@app/domain/certificates/certificate-api";
import { REVOKE_MESSAGES } from "@app/domain/certificates/certificate-api";
import { verificationPath } from "@app/domain/certificates/certificate-number";
import { Link } from "wouter";
import { errorMessages, isApiError } from "../api/api-error";
import { formatDay } from "../i18n/format";
import { Modal } from "../ui/modal";
import "../ui/confirm-modal.css";
import { TextField } from "../ui/text-field";
import { notifyError, notifySuccess } from "../ui/toast";
import { CertificateStatusBadge } from "./certificate-status";
import { useCourseCertificates, useReissueCertificate, useRevokeCertificate } from "./use-certificates";
import "./certificates.css";

/**
 * The course's certificates for its `Пользователи` tab (issue #36): who has one, its number and
 * status; staff revoke one with a reason, and reissue.
 */
export const CourseCertificates = ({
  courseId,
  readOnly,
  className,
}: {
  readonly courseId: number;
  readonly readOnly: boolean;
  readonly className: string;
}) => {
  const { t } = useTranslation("certificates");
  const list = useCourseCertificates(courseId);
  const revoke = useRevokeCertificate(courseId);
  const reissue = useReissueCertificate(courseId);
  const [target, setTarget] = useState<CertificateView | null>(null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = async () => {
    if (target === null) return;
    if (reason.trim() === "") return setError(REVOKE_MESSAGES.reasonRequired);
    try {
      await revoke.mutateAsync({ number: target.number, reason });
      notifySuccess(t("staff.revoked", { number: target.number }));
      setOpen(false);
    } catch (failure) {
      const field = isApiError(failure) ? failure.body?.errors?.validation?.["reason"]?.[0] : undefined;
      if (field !== undefined) setError(field);
      else notifyError(errorMessages(failure)[0] ?? t("staff.failed"));
    }
  };

  const again = async (certificate: CertificateView) => {
    try {
      const fresh = await reissue.mutateAsync(certificate.number);
      notifySuccess(t("staff.reissued", { number: fresh.number }));
    } catch (failure) {
      notifyError(errorMessages(failure)[0] ?? t("staff.failed"));
    }
  };

  const rows = list.data ?? [];
  return (
    <section className={className} aria-labelledby="course-certificates">
      <h2 id="course-certificates">{t("staff.title")}</h2>
      {list.isPending && <p className="muted">{t("loading")}</p>}
      {list.isError && <p className="form-error">{t("loadError")}</p>}
      {list.isSuccess && rows.length === 0 && <p className="muted">{t("staff.empty")}</p>}
      {rows.length > 0 && (
        <ul className="certificate-list" aria-label={t("staff.list")}>
          {rows.map((c) => (
            <li key={c.number} className="certificate-row">
              <div className="certificate-row-main">
                <strong>{c.student_name}</strong>
                <span>
                  {c.honours ? t("honours") : t("certificate")} <CertificateStatusBadge status={c.status} />
                </span>
                <Link className="certificate-number" href={verificationPath(c.number)} translate="no">
                  № {c.number}
                </Link>
                <span className="muted">
                  {t("issuedAt")}: {formatDay(c.issued_at)}
                  {c.revoked_at !== null && ` · ${t("revokedAt", { date: formatDay(c.revoked_at) })}`}
                  {c.revoke_reason !== null && ` · ${c.revoke_reason}`}
                </span>
              </div>
              {!readOnly && (
                <div className="certificate-row-actions">
                  {c.status === "valid" && (
                    <button
                      type="button"
                      className="button"
                      aria-label={t("staff.revokeFor", { number: c.number })}
                      onClick={() => {
                        setTarget(c);
                        setReason("");
                        setError(undefined);
                        setOpen(true);
                      }}
                    >
                      {t("staff.revoke")}
                    </button>
                  )}
                  {c.replaced_by === null && (
                    <button
                      type="button"
                      className="button"
                      aria-label={t("staff.reissueFor", { number: c.number })}
                      disabled={reissue.isPending}
                      onClick={() => void again(c)}
                    >
                      {t("staff.reissue")}
                    </button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        onClosed={() => setTarget(null)}
        title={t("staff.revokeTitle")}
        loading={revoke.isPending}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p>{t("staff.revokeText", { number: target?.number ?? "", name: target?.student_name ?? "" })}</p>
          <TextField
            label={t("staff.reason")}
            value={reason}
            maxLength={500}
            error={error}
            onChange={(e) => {
              setReason(e.target.value);
              setError(undefined);
            }}
          />
          <div className="confirm-actions">
            <button type="button" className="button" disabled={revoke.isPending} onClick={() => setOpen(false)}>
              {t("staff.cancel")}
            </button>
            <button type="submit" className="button confirm-danger" disabled={revoke.isPending}>
              {t("staff.revoke")}
            </button>
          </div>
        </form>
      </Modal>
    </section>
  );
};
