import type { Request } from "express";
import { RevokeBody, REVOKE_MESSAGES, REVOKE_REASON_MAX } from "@app/domain/certificates/certificate-api";
import type {
  CertificateListResponse,
  CertificateResponse,
  CourseCertificateResponse,
  PublicCertificateResponse,
} from "@app/domain/certificates/certificate-api";
import { isCertificateNumber, verificationPath } from "@app/domain/certificates/certificate-number";
import { ACCESS_MESSAGES } from "@app/domain/validation/messages";
import type { AppContext } from "../../app-context";
import { allow, canReview, courseOr404, isCourseStaff, isEnrolled } from "../../access/course-access";
import { liveBody, publishedBody } from "../../access/course-body";
import { principalOf } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { invalidField } from "../../http/form-input";
import { HttpError } from "../../http/http-error";
import { routeTable, type ApiRoute } from "../../http/route-table";
import { courseById } from "../../store/lookups";
import type { DbData } from "../../store/db-schema";
import { certificatePdf } from "../../certificates/certificate-pdf";
import { accentHex, coverImage } from "../../certificates/certificate-style";
import type { CertificateRecord } from "../../certificates/certificate-record";
import { fullView, publicView } from "../../certificates/certificate-views";
import { courseCertificate } from "../../certificates/course-certificate";
import { reissue, revoke } from "../../certificates/issue-certificate";

const newestFirst = (a: CertificateRecord, b: CertificateRecord): number => b.issued_at.localeCompare(a.issued_at);

/** The certificate of a path number, or 404 (a malformed number is as unknown as a missing one). */
const certificateOr404 = (db: DbData, param: unknown): CertificateRecord => {
  const number = String(param);
  const found = isCertificateNumber(number) ? db.certificates.find((c) => c.number === number) : undefined;
  if (found === undefined) throw new HttpError(404, "Сертификат с таким номером не найден");
  return found;
};

const originOf = (req: Request): string => `${req.protocol}://${req.get("host") ?? "localhost"}`;

/**
 * Issue #36: certificates. Anyone may read one by its number (the page and its PDF); the student
 * lists his own and sees how far he is in a course; the course's staff list, revoke and reissue.
 */
export const certificateRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.get("/certificates", ctx.authenticate, (_req, res) => {
    const userId = principalOf(res).user.id;
    const mine = ctx.store.data.certificates.filter((c) => c.user_id === userId);
    const answer: CertificateListResponse = { data: [...mine].sort(newestFirst).map(fullView) };
    res.json(answer);
  });

  router.get("/certificates/:number", (req, res) => {
    const answer: PublicCertificateResponse = { data: publicView(certificateOr404(ctx.store.data, req.params.number)) };
    res.json(answer);
  });

  router.get("/certificates/:number/pdf", async (req, res) => {
    const db = ctx.store.data;
    const certificate = certificateOr404(db, req.params.number);
    if (certificate.revoked_at !== null) throw new HttpError(410, "Сертификат отозван");
    const course = courseById(db.courses, certificate.course_id);
    const style = course === undefined ? null : (publishedBody(db, course)?.style ?? null);
    const look = { accent: accentHex(style), cover: await coverImage(db, ctx.filesDir, style) };
    const pdf = await certificatePdf(certificate, `${originOf(req)}${verificationPath(certificate.number)}`, look);
    res.setHeader("Content-Type", "application/pdf");
    res.setHeader("Content-Disposition", `inline; filename="${certificate.number}.pdf"`);
    res.send(Buffer.from(pdf));
  });

  router.post("/certificates/:number/revoke", ctx.authenticate, async (req, res) => {
    const db = ctx.store.data;
    const certificate = certificateOr404(db, req.params.number);
    allow(isCourseStaff(principalOf(res), courseOr404(db, certificate.course_id)));
    const reason = decodeBody(RevokeBody, req.body).reason.trim();
    if (reason === "") throw invalidField("reason", REVOKE_MESSAGES.reasonRequired);
    if (reason.length > REVOKE_REASON_MAX) throw invalidField("reason", REVOKE_MESSAGES.reasonTooLong);
    const now = new Date(ctx.clock()).toISOString();
    const revoked = await ctx.store.update((draft) => revoke(draft, certificate.number, reason, now));
    if (revoked === null) throw new HttpError(404, "");
    const answer: CertificateResponse = { data: fullView(revoked) };
    res.json(answer);
  });

  router.post("/certificates/:number/reissue", ctx.authenticate, async (req, res) => {
    const db = ctx.store.data;
    const certificate = certificateOr404(db, req.params.number);
    const course = courseOr404(db, certificate.course_id);
    allow(isCourseStaff(principalOf(res), course));
    if (certificate.replaced_by !== null) throw new HttpError(409, "Сертификат уже перевыпущен");
    const now = new Date(ctx.clock()).toISOString();
    const issued = await ctx.store.update((draft) => reissue(draft, certificate, liveBody(draft, course), now));
    const answer: CertificateResponse = { data: fullView(issued) };
    res.status(201).json(answer);
  });

  router.get("/courses/:id/certificates", ctx.authenticate, (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    allow(canReview(db, principalOf(res), course));
    const list = db.certificates.filter((c) => c.course_id === course.id);
    const answer: CertificateListResponse = { data: [...list].sort(newestFirst).map(fullView) };
    res.json(answer);
  });

  router.get("/my-courses/:id/certificate", ctx.authenticate, (req, res) => {
    const db = ctx.store.data;
    const userId = principalOf(res).user.id;
    const course = courseOr404(db, req.params.id);
    if (!isEnrolled(db, userId, course.id)) throw new HttpError(403, ACCESS_MESSAGES.notEnrolled);
    const body = publishedBody(db, course);
    if (body === null) throw new HttpError(404, ACCESS_MESSAGES.notPublished);
    const answer: CourseCertificateResponse = { data: courseCertificate(db, body, course.id, userId) };
    res.json(answer);
  });

  return router.routes;
};
