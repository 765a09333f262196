import { castDraft } from "immer";
import type { ChosenAnswer, TestDraftView } from "@app/domain/api/passage";
import type { DbData } from "../store/db-schema";
import { nextId } from "../store/next-id";
import type { DbDraft } from "../store/store";
import { upsertAnswers } from "./scoring";

type Owner = { readonly courseId: number; readonly userId: number; readonly blockID: string };

const isOf = (o: Owner) => (r: { course_id: number; user_id: number; block_id: string }) =>
  r.course_id === o.courseId && r.user_id === o.userId && r.block_id === o.blockID;

/** The ticks of a test not answered yet (issue #15), or null. */
export const testDraftOf = (db: DbData, owner: Owner): ReadonlyArray<typeof ChosenAnswer.Type> | null =>
  db.testDrafts.find(isOf(owner))?.answers ?? null;

/** Upserts ticks per question into the test's draft (an emptied question stays, as taken back). */
export const saveTestDraft = (
  db: DbDraft,
  owner: Owner,
  answers: ReadonlyArray<typeof ChosenAnswer.Type>,
  now: string,
): TestDraftView => {
  const record = db.testDrafts.find(isOf(owner));
  const merged = upsertAnswers(record?.answers ?? [], answers);
  if (record === undefined) {
    db.testDrafts.push(
      castDraft({
        id: nextId(db, "testDrafts"),
        course_id: owner.courseId,
        user_id: owner.userId,
        block_id: owner.blockID,
        answers: merged,
        updated_at: now,
      }),
    );
  } else {
    Object.assign(record, { answers: castDraft(merged), updated_at: now });
  }
  return {
    answers: merged.map((a) => ({ questionID: a.questionID, answerIDList: [...a.answerIDList] })),
    updated_at: now,
  };
};

/** An answered test has no draft any more. */
export const dropTestDraft = (db: DbDraft, courseId: number, userId: number, blockID: string): void => {
  const index = db.testDrafts.findIndex(isOf({ courseId, userId, blockID }));
  if (index >= 0) db.testDrafts.splice(index, 1);
};
