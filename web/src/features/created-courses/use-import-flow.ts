import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { ImportReport } from "@app/domain/api/authoring";
import { authoringApi } from "../../lib/api/authoring-api";
import { apiClient } from "../../lib/api/client";
import { errorMessages, isApiError } from "../../lib/api/api-error";
import { notifySuccess } from "../../lib/ui/toast";
import { CREATED_COURSES_KEY } from "./created-courses-query";
import { withUploadProgress } from "./import-transport";
import { MAX_IMPORT_BYTES, MEGABYTE } from "@app/domain/api/files";
import { isJsonExport, parseExportText } from "./parse-export-file";
import { refreshAfterWrite } from "../../lib/api/refresh-after-write";

/** The limit the refusal names, from the one constant server and web check. */
const TOO_LARGE = { megabytes: MAX_IMPORT_BYTES / MEGABYTE };

/** Where the import stands: reading the file, the dry run, its report, the real import. */
export type ImportPhase =
  | { readonly tag: "idle" }
  | { readonly tag: "reading"; readonly fileName: string }
  | { readonly tag: "checking"; readonly fileName: string; readonly progress: number }
  | {
      readonly tag: "report";
      readonly fileName: string;
      readonly file: File;
      readonly document: unknown;
      readonly report: ImportReport;
    }
  | {
      readonly tag: "importing";
      readonly fileName: string;
      readonly file: File;
      readonly document: unknown;
      readonly report: ImportReport;
      readonly progress: number;
    };

const IDLE: ImportPhase = { tag: "idle" };

/**
 * A file → dry run (report) → import, with the errors of each step shown in the modal. The file is
 * uploaded as it is (a JSON export, a cartridge, a Moodle backup: the server tells them apart), with
 * its upload progress; a JSON export is read here too, for the report's place names.
 */
export const useImportFlow = (onImported: () => void) => {
  const { t } = useTranslation("created-courses");
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<ImportPhase>(IDLE);
  const [error, setError] = useState<string | null>(null);

  const explain = (failure: unknown): string => {
    if (isApiError(failure) && failure.status === 413) return t("importModal.tooLarge", TOO_LARGE);
    return errorMessages(failure)[0] ?? t("importModal.failed");
  };

  const choose = async (file: File) => {
    setError(null);
    // Refused before a byte is sent, with the server's own words (issue #38).
    if (file.size > MAX_IMPORT_BYTES) return setError(t("importModal.tooLarge", TOO_LARGE));
    let document: unknown = null;
    if (isJsonExport(file)) {
      setPhase({ tag: "reading", fileName: file.name });
      const parsed = parseExportText(await file.text().catch(() => ""));
      if (!parsed.ok) {
        setPhase(IDLE);
        return setError(t("importModal.notJson", { name: file.name }));
      }
      document = parsed.document;
    }
    setPhase({ tag: "checking", fileName: file.name, progress: 0 });
    const client = withUploadProgress(apiClient, (progress) =>
      setPhase((now) => (now.tag === "checking" ? { ...now, progress } : now)),
    );
    try {
      const report = await authoringApi(client).importPackage(file, { dryRun: true });
      setPhase({ tag: "report", fileName: file.name, file, document, report });
    } catch (failure) {
      setPhase(IDLE);
      setError(explain(failure));
    }
  };

  const confirm = async () => {
    if (phase.tag !== "report") return;
    setError(null);
    setPhase({ ...phase, tag: "importing", progress: 0 });
    const client = withUploadProgress(apiClient, (progress) =>
      setPhase((now) => (now.tag === "importing" ? { ...now, progress } : now)),
    );
    try {
      await authoringApi(client).importPackage(phase.file, { dryRun: false });
      await refreshAfterWrite(queryClient, CREATED_COURSES_KEY);
      notifySuccess(t("importModal.done"));
      onImported();
    } catch (failure) {
      setPhase(phase);
      setError(explain(failure));
    }
  };

  const reset = () => {
    setPhase(IDLE);
    setError(null);
  };

  return {
    phase,
    error,
    choose,
    confirm,
    reset,
    busy: phase.tag === "reading" || phase.tag === "checking" || phase.tag === "importing",
  };
};
