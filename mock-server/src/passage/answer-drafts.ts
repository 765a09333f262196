import { castDraft } from "immer";
import type { AnswerDraftView } from "@app/domain/api/passage";
import type { FileRef } from "@app/domain/course/ids";
import { draftWins } from "@app/domain/passage/draft-order";
import type { DbData } from "../store/db-schema";
import { nextId } from "../store/next-id";
import type { AnswerDraftRecord } from "../store/platform-records";
import type { DbDraft } from "../store/store";

type Owner = { readonly courseId: number; readonly userId: number; readonly blockID: string };

const isOf = (o: Owner) => (r: { course_id: number; user_id: number; block_id: string }) =>
  r.course_id === o.courseId && r.user_id === o.userId && r.block_id === o.blockID;

const viewOf = (record: AnswerDraftRecord): AnswerDraftView => ({
  text: record.text,
  files: record.files.map((f) => ({ ...f })),
  updated_at: record.updated_at,
});

const timeOf = (record: { readonly updated_at: string }) => ({ updatedAt: Date.parse(record.updated_at) });

/** The free answer typed but not sent yet (issue #30), or null. */
export const answerDraftOf = (db: DbData, owner: Owner): AnswerDraftView | null => {
  const record = db.answerDrafts.find(isOf(owner));
  return record === undefined ? null : viewOf(record);
};

/**
 * Keeps a draft unless the one kept was typed later (domain draft-order: a device back online with
 * an older draft does not overwrite a newer one). Answers the draft kept either way.
 */
export const saveAnswerDraft = (
  db: DbDraft,
  owner: Owner,
  draft: { readonly text: string; readonly files: ReadonlyArray<FileRef>; readonly updated_at: string },
): AnswerDraftView => {
  const record = db.answerDrafts.find(isOf(owner));
  if (record !== undefined && !draftWins(timeOf(draft), timeOf(record))) return viewOf(record);
  const fields = { text: draft.text, files: draft.files.map((f) => ({ ...f })), updated_at: draft.updated_at };
  if (record === undefined) {
    db.answerDrafts.push(
      castDraft({
        id: nextId(db, "answerDrafts"),
        course_id: owner.courseId,
        user_id: owner.userId,
        block_id: owner.blockID,
        ...fields,
      }),
    );
  } else {
    Object.assign(record, castDraft(fields));
  }
  return { ...fields, files: fields.files.map((f) => ({ ...f })) };
};

/** A sent answer has no draft any more. */
export const dropAnswerDraft = (db: DbDraft, owner: Owner): void => {
  const index = db.answerDrafts.findIndex(isOf(owner));
  if (index >= 0) db.answerDrafts.splice(index, 1);
};
