import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { CreatedCourseCard } from "@app/domain/api/authoring";
import { authoringApi } from "../../lib/api/authoring-api";
import { apiClient } from "../../lib/api/client";
import { errorMessages } from "../../lib/api/api-error";
import { serverFieldErrors } from "../../lib/forms/use-form";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { CREATED_COURSES_KEY } from "./created-courses-query";
import { downloadJson } from "./download-json";
import { saveBlob } from "../../lib/ui/save-blob";
import { exportFileName } from "./export-file-name";
import { publishProblems, type PublishProblem } from "../../lib/authoring/publish-problems";
import { refreshAfterWrite } from "../../lib/api/refresh-after-write";
import { currentState } from "../../lib/model/domain-store";

const firstMessage = (error: unknown): string => errorMessages(error)[0] ?? "";

/** A card's publish, delete, export (JSON, or an IMS Common Cartridge) and copy calls, with their toasts; publish problems are kept for the modal. */
export const useCardActions = (card: CreatedCourseCard) => {
  const { t } = useTranslation("created-courses");
  const queryClient = useQueryClient();
  const api = authoringApi(apiClient);
  const [problems, setProblems] = useState<{ readonly open: boolean; readonly list: ReadonlyArray<PublishProblem> }>({
    open: false,
    list: [],
  });
  const refresh = () => refreshAfterWrite(queryClient, CREATED_COURSES_KEY);

  const publish = useMutation({
    mutationFn: () => api.publish(card.id),
    onSuccess: async () => {
      notifySuccess(t("publish.done"));
      await refresh();
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields === null) return notifyError(firstMessage(error));
      notifyError(t("publish.notReady"));
      // Opened in this tab before, the course names each problem's place; else its area (the link finds the place).
      setProblems({ open: true, list: publishProblems(fields, currentState().courses[String(card.id)]) });
    },
  });

  const remove = useMutation({
    mutationFn: () => api.remove(card.id),
    onSuccess: async () => {
      notifySuccess(t("delete.done"));
      await refresh();
    },
    onError: (error) => notifyError(firstMessage(error)),
  });

  const exportCourse = useMutation({
    mutationFn: () => api.exportCourse(card.id),
    onSuccess: (document) => downloadJson(document, exportFileName(card.name, card.id)),
    onError: () => notifyError(t("export.failed")),
  });

  const exportCartridge = useMutation({
    mutationFn: () => api.exportCartridge(card.id),
    onSuccess: (bytes) => saveBlob(bytes, exportFileName(card.name, card.id, "imscc")),
    onError: () => notifyError(t("export.failed")),
  });

  const copy = useMutation({
    mutationFn: () => api.copyCourse(card.id),
    onSuccess: async (created) => {
      notifySuccess(t("copy.done", { name: created.name }));
      await refresh();
    },
    onError: (error) => notifyError(firstMessage(error) || t("copy.failed")),
  });

  return {
    publish,
    remove,
    exportCourse,
    exportCartridge,
    copy,
    problems,
    closeProblems: () => setProblems((shown) => ({ ...shown, open: false })),
  };
};
