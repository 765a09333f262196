import * as Schema from "effect/Schema";
import { CourseState } from "../course/course-state";
import { CourseHistory } from "../undo/undo-state";
import { PassageState, emptyPassage } from "../passage/passage-state";

/** The whole model: courses being authored or taken, their undo histories, and the student's passage. */
export const DomainState = Schema.Struct({
  courses: Schema.Record(Schema.String, CourseState),
  history: Schema.Record(Schema.String, CourseHistory),
  passage: PassageState,
});
export type DomainState = typeof DomainState.Type;

export const initialState = (): DomainState => ({ courses: {}, history: {}, passage: emptyPassage() });
