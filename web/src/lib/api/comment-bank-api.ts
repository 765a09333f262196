import {
  BankCommentDeleteResponse,
  BankCommentResponse,
  CommentBankResponse,
  type NewBankCommentRequest,
} from "@app/domain/api/comment-bank";
import type { HttpClient } from "./http-client";

/** Issue #34 part 3: the review desk's comment bank (docs/api.md "Comment bank"). */
export const commentBankApi = (client: HttpClient) => ({
  /** The caller's own comments, then his schools' shared ones, and whether he may share. */
  list: () => client.request("review/comments", { schema: CommentBankResponse }),
  add: (body: NewBankCommentRequest) =>
    client
      .request("review/comments", { method: "POST", body, schema: BankCommentResponse })
      .then((answer) => answer.data),
  update: (id: number, text: string) =>
    client
      .request(`review/comments/${id}`, { method: "PUT", body: { text }, schema: BankCommentResponse })
      .then((answer) => answer.data),
  remove: (id: number) =>
    client
      .request(`review/comments/${id}`, { method: "DELETE", schema: BankCommentDeleteResponse })
      .then(() => undefined),
});
