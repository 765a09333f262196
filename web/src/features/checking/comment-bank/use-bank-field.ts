import { useId, useState, type RefObject } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { SubmissionDetail } from "@app/domain/api/review";
import type { FileRef } from "@app/domain/course/ids";
import type { PlaceholderValues } from "@app/domain/review/placeholders";
import { submissionKey } from "../review-queries";
import { useCommentBank } from "./bank-queries";
import { optionId } from "./slash-suggest";
import { useSlashSuggest, type SlashSuggest } from "./use-slash-suggest";

/** The placeholders of a work: its student's name and surname, its task and course (review/placeholders.ts). */
export const placeholdersOf = (detail: SubmissionDetail | undefined): PlaceholderValues => ({
  имя: detail?.student.name ?? null,
  фамилия: detail?.student.surname ?? null,
  задание: detail?.task.name ?? detail?.task.title ?? null,
  курс: detail?.course_name ?? null,
});

export type BankField = {
  readonly suggest: SlashSuggest;
  /** The bank is still on its way (the list says so instead of "nothing matches"). */
  readonly loading: boolean;
  readonly listId: string;
  /** What the comment field carries for the list it drives. */
  readonly fieldAria: {
    readonly "aria-autocomplete": "list";
    readonly "aria-controls"?: string;
    readonly "aria-activedescendant"?: string;
  };
  readonly files: ReadonlyArray<FileRef>;
  readonly setFiles: (files: ReadonlyArray<FileRef>) => void;
};

/**
 * What issue #34 parts 3 and 6 add to a work's comment field: the `/` suggestions from the comment
 * bank, filled in for this work, and the files attached to the feedback.
 */
export const useBankField = (
  submissionId: number,
  comment: string,
  setComment: (value: string) => void,
  field: RefObject<HTMLTextAreaElement | null>,
): BankField => {
  const listId = useId();
  const [wanted, setWanted] = useState(false);
  const bank = useCommentBank(wanted);
  const detail = useQueryClient().getQueryData<SubmissionDetail>(submissionKey(submissionId));
  const [files, setFiles] = useState<ReadonlyArray<FileRef>>([]);
  const suggest = useSlashSuggest({
    value: comment,
    setValue: setComment,
    field,
    bank: bank.data?.data ?? [],
    values: placeholdersOf(detail),
    onOpen: () => setWanted(true),
  });
  const showing = suggest.open && suggest.options.length > 0;
  return {
    suggest,
    loading: bank.isPending,
    listId,
    fieldAria: {
      "aria-autocomplete": "list",
      ...(suggest.open ? { "aria-controls": listId } : {}),
      ...(showing ? { "aria-activedescendant": optionId(listId, suggest.active) } : {}),
    },
    files,
    setFiles,
  };
};
