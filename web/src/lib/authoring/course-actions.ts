import { updateUi } from "./authoring-ui-state";
import * as Result from "effect/Result";
import type { ExportDocument } from "@app/domain/api/authoring";
import type { ValidationErrors } from "@app/domain/api/error-body";
import { validateCourse } from "@app/domain/course/course-checks";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import type { DomainCommand } from "@app/domain/model/command";
import type { DecideError } from "@app/domain/model/decide-error";
import type { DomainEvent } from "@app/domain/model/event";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { errorMessages, isApiError } from "../api/api-error";
import type { AuthoringApi } from "../api/authoring-api";
import type { CourseSession } from "./course-session";
import { clearFieldErrors, publishProblems, publishServerErrors } from "./field-errors";
import { checksAsValidation, publishProblems as problemsList } from "./publish-problems";
import { closePublishReport, showPublishReport } from "./publish-report";
import type { SessionModel } from "./session-record";

/** What the toolbar's actions reach for: the app wires the browser's ones, a test its fakes. */
export type CourseActionsDeps = {
  readonly session: Pick<CourseSession, "saveNow" | "whenSaved">;
  readonly api: Pick<AuthoringApi, "publish" | "exportCourse">;
  readonly model: Pick<SessionModel, "currentState" | "dispatch"> & {
    readonly runCommand: (command: DomainCommand) => Result.Result<ReadonlyArray<DomainEvent>, DecideError>;
  };
  readonly now: () => number;
  readonly notifyError: (message: string) => void;
  readonly notifySuccess: (message: string) => void;
};

const fileName = (name: string): string => `${name.replace(/[\\/:*?"<>|]+/g, " ").trim() || "course"}.json`;

/** Saves an export document as a JSON file named after the course. */
export const downloadDocument = (document: ExportDocument): void => {
  const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: "application/json" }));
  const link = window.document.createElement("a");
  link.href = url;
  link.download = fileName(document.course.general.name.value);
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** The course screen's toolbar actions: `Сохранить`, `Опубликовать`, `Экспорт`. */
export const createCourseActions = ({ session, api, model, now, notifyError, notifySuccess }: CourseActionsDeps) => {
  const { currentState, dispatch, runCommand } = model;
  const { saveNow, whenSaved } = session;

  /** The problems as the report lists them, each in the structure named by its place in the course as it is now. */
  const listed = (courseID: string, validation: ValidationErrors) =>
    problemsList(validation, currentState().courses[courseID]);

  /**
   * `Сохранить`: the SPEC §5 checks (SaveCourse). Problems go beside their fields and into the same list
   * a refused publish shows (each a link to its field), and the draft is saved all the same: nothing
   * typed is ever lost.
   */
  const saveCourse = (courseID: string): void => {
    const decision = runCommand({ _tag: "SaveCourse", courseID, publish: false, at: now() });
    if (Result.isFailure(decision) && decision.failure._tag === "Invalid") {
      publishProblems(courseID, decision.failure.problems);
      showPublishReport(courseID, listed(courseID, checksAsValidation(decision.failure.problems)), "save");
    } else if (Result.isSuccess(decision)) clearFieldErrors(courseID);
    // The author's own save ends the version being edited in the course's history (issue #29).
    saveNow(courseID, { endVersion: true });
  };

  /**
   * `Опубликовать`: checks here first, then saves what is unsent and publishes the stored draft. A
   * refusal (the domain's checks or the server's 422) lists every problem in the publish report.
   */
  const publishCourse = async (courseID: string, published: string): Promise<void> => {
    const course = currentState().courses[courseID];
    if (!course) return;
    const problems = validateCourse(course);
    if (problems.length > 0) {
      publishProblems(courseID, problems);
      // Every problem in one list, each a link to its field; the tabs holding them are marked.
      showPublishReport(courseID, listed(courseID, checksAsValidation(problems)));
      saveNow(courseID);
      return;
    }
    if (!(await whenSaved(courseID))) return;
    try {
      await api.publish(Number(courseID));
      clearFieldErrors(courseID);
      closePublishReport(courseID);
      dispatch({ _tag: "CoursePublished", courseID, at: now() });
      updateUi(courseID, { published: true });
      notifySuccess(published);
    } catch (error) {
      const validation = isApiError(error) && error.status === 422 ? error.body?.errors?.validation : undefined;
      if (validation !== undefined) {
        publishServerErrors(courseID, validation, validateCourse(course));
        showPublishReport(courseID, listed(courseID, validation));
        return;
      }
      notifyError(
        isApiError(error) && error.status === 422
          ? VALIDATION_MESSAGES.invalidFields
          : (errorMessages(error)[0] ?? VALIDATION_MESSAGES.invalidFields),
      );
    }
  };

  /** `Экспорт`: the draft as a JSON file named after the course. */
  const exportCourse = async (courseID: string): Promise<void> => {
    try {
      downloadDocument(await api.exportCourse(Number(courseID)));
    } catch (error) {
      notifyError(errorMessages(error)[0] ?? ERROR_MESSAGES.serverError);
    }
  };

  return { saveCourse, publishCourse, exportCourse };
};
