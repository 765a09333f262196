import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CertificateRule } from "@app/domain/certificates/certificate-rule";
import { apiClient } from "../api/client";
import { certificatesApi } from "../api/certificates-api";
import { refreshAfterWrite } from "../api/refresh-after-write";

const api = certificatesApi(apiClient);

/** A certificate changes elsewhere (a teacher's acceptance issues it, staff revoke it): read anew each time. */
const fresh = { staleTime: 0, refetchOnMount: "always" } as const;

export const courseCertificatesKey = (courseId: number) => ["certificates", "course", courseId] as const;

export const useVerifiedCertificate = (number: string) =>
  useQuery({ queryKey: ["certificates", "public", number], queryFn: () => api.verify(number), ...fresh });

export const useMyCertificates = () =>
  useQuery({ queryKey: ["certificates", "mine"], queryFn: () => api.mine(), ...fresh });

export const useMyCourseCertificate = (courseId: number) =>
  useQuery({ queryKey: ["certificates", "my-course", courseId], queryFn: () => api.ofMyCourse(courseId), ...fresh });

export const useCourseCertificates = (courseId: number) =>
  useQuery({ queryKey: courseCertificatesKey(courseId), queryFn: () => api.ofCourse(courseId), ...fresh });

export const useRevokeCertificate = (courseId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { readonly number: string; readonly reason: string }) => api.revoke(body.number, body.reason),
    onSettled: () => refreshAfterWrite(client, courseCertificatesKey(courseId)),
  });
};

export const useReissueCertificate = (courseId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (number: string) => api.reissue(number),
    onSettled: () => refreshAfterWrite(client, courseCertificatesKey(courseId)),
  });
};

const ruleKey = (courseId: number) => ["certificates", "rule", courseId] as const;

export const useCertificateRule = (courseId: number) =>
  useQuery({ queryKey: ruleKey(courseId), queryFn: () => api.rule(courseId), ...fresh });

export const useSetCertificateRule = (courseId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rule: CertificateRule) => api.setRule(courseId, rule),
    onSuccess: (rule) => client.setQueryData(ruleKey(courseId), rule),
  });
};
