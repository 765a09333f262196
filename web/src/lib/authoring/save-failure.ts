import type { Problem } from "@app/domain/course/course-checks";
import { validateCourse } from "@app/domain/course/course-checks";
import { draftProblems } from "@app/domain/course/draft-checks";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { ApiError, errorMessages, isApiError } from "../api/api-error";
import { updateUi } from "./authoring-ui-state";
import { publishServerErrors } from "./field-errors";
import type { FailureKind } from "./save-scheduler";
import { keepConflictCopy, type CourseSessionDeps, type Session } from "./session-record";
import { mergeWithServer } from "./session-merge";

/** A refusal of the editor's own draft check: shown beside the fields and in the save state, with no toast on every pause. */
class LocalRefusal extends ApiError {}

const validationOf = (problems: ReadonlyArray<Problem>): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const { field, message } of problems) (out[field] ??= []).push(message);
  return out;
};

/** The 422 the server would answer for a draft with these problems, made here instead of sending it. */
export const localRefusal = (problems: ReadonlyArray<Problem>): ApiError =>
  new LocalRefusal(422, {
    error: { message: VALIDATION_MESSAGES.invalidFields },
    errors: { validation: validationOf(problems) },
  });

/**
 * A save that failed, by kind: a 409 keeps the local copy and merges with the server's; a 404 offers
 * the local copy (the course was deleted elsewhere); a 422 shows its problems beside the fields; any
 * other refusal or a server failure is a toast. A network failure only waits (the scheduler retries).
 */
export const failSave = (deps: CourseSessionDeps, session: Session, error: unknown, kind: FailureKind): void => {
  const { courseID } = session;
  session.endVersion = session.endVersion || session.sendingEnd;
  session.sendingEnd = false;
  const course = deps.model.currentState().courses[courseID];
  session.saveRequestedAt = null;
  if (course?.isLoading)
    deps.model.dispatch({
      _tag: "SaveFailed",
      courseID,
      message: errorMessages(error)[0] ?? ERROR_MESSAGES.serverError,
    });
  if (kind === "conflict") {
    keepConflictCopy(deps, session);
    void mergeWithServer(deps, session).catch(() => updateUi(courseID, { conflict: "save" }));
  } else if (kind === "rejected" && isApiError(error) && error.status === 404) {
    // Deleted elsewhere: say so, and offer the local copy (the dialog), instead of a bare 404 toast.
    updateUi(courseID, { deleted: true });
  } else if (kind === "rejected") {
    const validation = isApiError(error) && error.status === 422 ? error.body?.errors?.validation : undefined;
    if (validation !== undefined && course) {
      publishServerErrors(courseID, validation, [...validateCourse(course), ...draftProblems(course)]);
      if (!(error instanceof LocalRefusal)) deps.notifyError(VALIDATION_MESSAGES.invalidFields);
    } else deps.notifyError(errorMessages(error)[0] ?? ERROR_MESSAGES.unprocessable);
  } else if (kind === "server") deps.notifyError(ERROR_MESSAGES.serverError);
};
