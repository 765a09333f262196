import { rebaseEvents } from "@app/domain/course/rebase";
import { keepMine } from "@app/domain/course/rebase-resolve";
import { evolve } from "@app/domain/model/evolve";
import type { DomainState } from "@app/domain/model/state";
import { uiOf, updateUi } from "./authoring-ui-state";
import { courseChangeOf } from "./course-changes";
import { persist, type CourseSessionDeps, type Session, type SessionModel } from "./session-record";

/**
 * After a 409: the server's newer copy becomes the course, with my unsent changes replayed on it
 * (domain rebaseEvents). What lands is saved as usual; the fields both windows changed wait in the
 * merge dialog for the author's choice. Without a known base (an old session), the dialog of old.
 */
export const mergeWithServer = async (deps: CourseSessionDeps, session: Session): Promise<void> => {
  const { model } = deps;
  const { courseID } = session;
  const base = session.base;
  if (base === undefined) throw new Error("no base to merge from");
  const { content, snapshot } = await deps.fetchServerCopy(courseID);
  const state = model.currentState();
  const baseState: DomainState = { ...state, courses: { ...state.courses, [courseID]: base } };
  const theirs = evolve(baseState, { _tag: "CourseLoaded", course: snapshot });
  const mine = session.pending.map((entry) => entry.event).filter((event) => courseChangeOf(event)?.kind === "edit");
  const rebased = rebaseEvents(baseState, theirs, mine, courseID);
  session.pending = [];
  session.baseVersion = content.version;
  session.saveRequestedAt = null;
  session.sent = undefined;
  model.dispatch({ _tag: "CourseLoaded", course: snapshot });
  session.base = model.currentState().courses[courseID];
  persist(deps, session);
  session.scheduler.rebase(content.version, model.nextSeq() - 1);
  if (rebased.replayed.length > 0) model.dispatch(...rebased.replayed);
  updateUi(courseID, {
    conflict: "none",
    merge:
      rebased.conflicts.length > 0 ? { conflicts: rebased.conflicts, held: rebased.held, mine: rebased.mine } : null,
  });
};

/** The author's answer in the merge dialog: the fields to keep as in this window; the others take the other window's values. */
export const answerMerge = (model: SessionModel, courseID: string, keep: ReadonlySet<string>): void => {
  const question = uiOf(courseID).merge;
  if (question === null) return;
  const events = keepMine(model.currentState(), question.mine, question.held, keep);
  updateUi(courseID, { merge: null });
  if (events.length > 0) model.dispatch(...events);
};
