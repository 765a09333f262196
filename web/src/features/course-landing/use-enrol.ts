import { useState } from "react";
import { useLocation } from "wouter";
import { useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../lib/api/client";
import { errorMessages } from "../../lib/api/api-error";
import { afterEnrolment } from "../../lib/api/enrolment-cache";
import { invitationsApi } from "../../lib/api/invitations-api";
import { nextStepAddress } from "../../lib/passage/next-place";
import { notifyError } from "../../lib/ui/toast";
import { refreshAfterWrite } from "../../lib/api/refresh-after-write";

export type EnrolAction = "enrol" | "buy";

/**
 * `Записаться` or `Купить` on the public course page: the call, then the course's first content (issue #30). A
 * refusal (no seats left, closed meanwhile) shows the server's message and reads the offer anew.
 */
export const useEnrol = (courseId: number) => {
  const [pending, setPending] = useState(false);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

  const run = async (action: EnrolAction, welcome: boolean): Promise<void> => {
    setPending(true);
    try {
      const api = invitationsApi(apiClient);
      await (action === "buy" ? api.buy(courseId) : api.enrol(courseId));
      await afterEnrolment(queryClient, courseId);
      navigate(nextStepAddress(courseId, welcome));
    } catch (error) {
      errorMessages(error).forEach(notifyError);
      void refreshAfterWrite(queryClient, ["landing", courseId, "offer"]);
    } finally {
      setPending(false);
    }
  };

  return { run, pending };
};
