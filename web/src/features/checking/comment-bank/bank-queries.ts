import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NewBankCommentRequest } from "@app/domain/api/comment-bank";
import { apiClient } from "../../../lib/api/client";
import { commentBankApi } from "../../../lib/api/comment-bank-api";

const api = commentBankApi(apiClient);

export const BANK_KEY = ["review", "comment-bank"] as const;

/**
 * The caller's comment bank. A colleague's shared comment may arrive at any time, but the bank is
 * read at every work the teacher opens: a minute of freshness is enough, and his own writes refresh it.
 */
export const useCommentBank = (enabled = true) =>
  useQuery({ queryKey: BANK_KEY, queryFn: api.list, staleTime: 60_000, enabled });

const useBankWrite = <A>(write: (args: A) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: BANK_KEY }),
  });
};

export const useAddComment = () => useBankWrite((body: NewBankCommentRequest) => api.add(body));
export const useUpdateComment = () =>
  useBankWrite(({ id, text }: { readonly id: number; readonly text: string }) => api.update(id, text));
export const useRemoveComment = () => useBankWrite((id: number) => api.remove(id));
