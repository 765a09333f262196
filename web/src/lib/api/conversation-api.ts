import { SubmissionResponse } from "@app/domain/api/passage";
import type { HttpClient } from "./http-client";

/** Issue #34 part 6: the student's answer to a rework comment (docs/api.md "The conversation on a work"). */
export const conversationApi = (client: HttpClient) => ({
  reply: (submissionId: number, text: string) =>
    client
      .request(`submissions/${submissionId}/replies`, { method: "POST", body: { text }, schema: SubmissionResponse })
      .then((answer) => answer.data),
});
