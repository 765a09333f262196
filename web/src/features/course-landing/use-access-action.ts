import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import { useQueryClient } from "@tanstack/react-query";
import { errorMessages } from "../../lib/api/api-error";
import { afterEnrolment } from "../../lib/api/enrolment-cache";
import { notifyError } from "../../lib/ui/toast";

/**
 * Accepting an invitation or joining by link: the call, the caches that now know the course, then
 * where the call says to go (the welcome modal follows him if he has just registered). A refusal
 * shows the server's message and keeps him on the page; `onFailure` reads anew what the page shows
 * (a course that filled up meanwhile then says so).
 */
export const useAccessAction = (onFailure?: () => void) => {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const welcome = new URLSearchParams(useSearch()).has("showWelcomeModal");
  const queryClient = useQueryClient();

  const run = async (call: () => Promise<{ readonly courseId: number; readonly to: string }>): Promise<void> => {
    setPending(true);
    setError(null);
    try {
      const { courseId, to } = await call();
      await afterEnrolment(queryClient, courseId);
      navigate(welcome ? `${to}${to.includes("?") ? "&" : "?"}showWelcomeModal=true` : to);
    } catch (failure) {
      const messages = errorMessages(failure);
      setError(messages[0] ?? null);
      messages.forEach(notifyError);
      onFailure?.();
    } finally {
      setPending(false);
    }
  };

  return { run, pending, error };
};
