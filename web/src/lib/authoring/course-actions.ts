import { updateUi } from "./authoring-ui-state";
import * as Result from "effect/Result";
import type { ExportDocument } from "@app/domain/api/authoring";
import type { ValidationErrors } from "@app/domain/api/error-body";
import { validateCourse } from "@app/domain/course/course-checks";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { errorMessages, isApiError } from "../api/api-error";
import { authoringApi } from "../api/authoring-api";
import { apiClient } from "../api/client";
import { currentState, dispatch, runCommand } from "../model/domain-store";
import { notifyError, notifySuccess } from "../ui/toast";
import { saveNow, whenSaved } from "./course-session";
import { clearFieldErrors, publishProblems, publishServerErrors } from "./field-errors";
import { checksAsValidation, publishProblems as problemsList } from "./publish-problems";
import { closePublishReport, showPublishReport } from "./publish-report";

const api = authoringApi(apiClient);

/** The problems as the report lists them, each in the structure named by its place in the course as it is now. */
const listed = (courseID: string, validation: ValidationErrors) =>
  problemsList(validation, currentState().courses[courseID]);

/**
 * `Сохранить`: the SPEC §5 checks (SaveCourse). Problems go beside their fields and into the same list
 * a refused publish shows (each a link to its field), and the draft is saved all the same: nothing
 * typed is ever lost.
 */
export const saveCourse = (courseID: string): void => {
  const decision = runCommand({ _tag: "SaveCourse", courseID, publish: false, at: Date.now() });
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
export const publishCourse = async (courseID: string, published: string): Promise<void> => {
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
    dispatch({ _tag: "CoursePublished", courseID, at: Date.now() });
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

/** `Экспорт`: the draft as a JSON file named after the course. */
export const exportCourse = async (courseID: string): Promise<void> => {
  try {
    downloadDocument(await api.exportCourse(Number(courseID)));
  } catch (error) {
    notifyError(errorMessages(error)[0] ?? ERROR_MESSAGES.serverError);
  }
};
