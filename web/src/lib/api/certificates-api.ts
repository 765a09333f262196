import {
  CertificateListResponse,
  CertificateResponse,
  CertificateRuleResponse,
  CourseCertificateResponse,
  PublicCertificateResponse,
} from "@app/domain/certificates/certificate-api";
import type { CertificateRule } from "@app/domain/certificates/certificate-rule";
import type { HttpClient } from "./http-client";

const at = (number: string): string => `certificates/${encodeURIComponent(number)}`;

/** Issue #36: certificates (docs/api.md "Certificates"). */
export const certificatesApi = (client: HttpClient) => ({
  /** Anyone, signed in or not: the certificate by its number. */
  verify: (number: string) => client.request(at(number), { schema: PublicCertificateResponse }).then((a) => a.data),
  /** The signed-in student's certificates, newest first. */
  mine: () => client.request("certificates", { schema: CertificateListResponse }).then((a) => a.data),
  /** The student's course: his certificate, or what is left to earn it. */
  ofMyCourse: (courseId: number) =>
    client.request(`my-courses/${courseId}/certificate`, { schema: CourseCertificateResponse }).then((a) => a.data),
  /** The course's certificates, for its staff and teachers. */
  ofCourse: (courseId: number) =>
    client.request(`courses/${courseId}/certificates`, { schema: CertificateListResponse }).then((a) => a.data),
  revoke: (number: string, reason: string) =>
    client
      .request(`${at(number)}/revoke`, { method: "POST", body: { reason }, schema: CertificateResponse })
      .then((a) => a.data),
  reissue: (number: string) =>
    client.request(`${at(number)}/reissue`, { method: "POST", schema: CertificateResponse }).then((a) => a.data),
  rule: (courseId: number) =>
    client.request(`courses/${courseId}/certificate-rule`, { schema: CertificateRuleResponse }).then((a) => a.data),
  setRule: (courseId: number, rule: CertificateRule) =>
    client
      .request(`courses/${courseId}/certificate-rule`, { method: "PUT", body: rule, schema: CertificateRuleResponse })
      .then((a) => a.data),
});

/** The PDF's address (public, like the verification page): a plain link opens or downloads it. */
export const certificatePdfPath = (number: string): string => `/api/${at(number)}/pdf`;
