import * as Schema from "effect/Schema";
import { FileRef, Id, Millis } from "../course/ids";
import { ShardedOf, emptyShards, entriesOf, getIn } from "../model/sharded";

/** SPEC §3 passage record; `taskID` is null for a block of the lesson itself. */
export const PassageRecord = Schema.Struct({
  courseID: Id,
  lessonID: Id,
  taskID: Schema.NullOr(Id),
  contentBlockID: Id,
  startedAt: Millis,
});
export type PassageRecord = typeof PassageRecord.Type;

export const TestQuestionAnswer = Schema.Struct({ questionID: Id, answerIDList: Schema.Array(Id) });

/** SPEC §3 passageTestList entry. */
export const TestPassage = Schema.Struct({
  courseID: Id,
  lessonID: Id,
  taskID: Schema.NullOr(Id),
  contentBlockID: Id,
  testPassageID: Id,
  questions: Schema.Array(TestQuestionAnswer),
});
export type TestPassage = typeof TestPassage.Type;

export const CoursePassage = Schema.Struct({ courseID: Id, id: Id });

/**
 * A free answer being written (issue #15): its text as typed and the files already uploaded for
 * it, kept until the answer is sent. Keyed like a passage record (the task's block). `updatedAt`:
 * when it was typed (issue #30; absent in drafts kept before, which count as the oldest).
 */
export const AnswerDraft = Schema.Struct({
  courseID: Id,
  lessonID: Id,
  taskID: Id,
  contentBlockID: Id,
  text: Schema.String,
  files: Schema.Array(FileRef),
  updatedAt: Schema.optionalKey(Millis),
});
export type AnswerDraft = typeof AnswerDraft.Type;

/**
 * SPEC §3 passage slice. The lists are sharded records keyed by the upsert key
 * (course, lesson, task, block), so upserts are lookups; `passageViews` gives the SPEC lists.
 */
export const PassageState = Schema.Struct({
  passageList: ShardedOf(PassageRecord),
  coursePassageList: Schema.Record(Schema.String, CoursePassage),
  passageTestList: ShardedOf(TestPassage),
  continuedLessonID: Schema.NullOr(Id),
  answerDrafts: ShardedOf(AnswerDraft),
});
export type PassageState = typeof PassageState.Type;

export const emptyPassage = (): PassageState => ({
  passageList: emptyShards(),
  coursePassageList: {},
  passageTestList: emptyShards(),
  continuedLessonID: null,
  answerDrafts: emptyShards(),
});

/** Where a passage entry belongs: course, lesson, task (null for a lesson's own block) and block. */
export type PassageAddress = {
  readonly courseID: string;
  readonly lessonID: string;
  readonly taskID: string | null;
  readonly contentBlockID: string;
};

/** The upsert key of SPEC §4: course, lesson, task and block. */
export const passageKey = (r: PassageAddress): string =>
  JSON.stringify([r.courseID, r.lessonID, r.taskID, r.contentBlockID]);

/** The answers picked so far in a test block (SPEC §3 passageTestList). */
export const testPassageOf = (passage: PassageState, at: PassageAddress): TestPassage | undefined =>
  getIn(passage.passageTestList, passageKey(at));

/** The free answer being written for a task block (issue #15). */
export const answerDraftOf = (passage: PassageState, at: PassageAddress): AnswerDraft | undefined =>
  getIn(passage.answerDrafts, passageKey(at));

const sortedValues = <T>(shards: Parameters<typeof entriesOf<T>>[0]): T[] =>
  entriesOf(shards)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, value]) => value);

/** SPEC §3 list shapes, in key order. */
export const passageViews = (state: PassageState) => ({
  passageList: sortedValues(state.passageList),
  coursePassageList: Object.keys(state.coursePassageList)
    .sort()
    .flatMap((k) => (state.coursePassageList[k] ? [state.coursePassageList[k]] : [])),
  passageTestList: sortedValues(state.passageTestList),
  continuedLessonID: state.continuedLessonID,
});
