import { useEffect } from "react";
import { useDomain } from "../model/domain-store";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { useReplay } from "../qa/replay-session";
import { keyedStore } from "../state/small-store";
import { loadCourse, loadErrorMessage } from "./course-loader";

export type CourseDraft = {
  readonly status: "loading" | "ready" | "error";
  readonly readOnly: boolean;
  readonly error: string | null;
};

const LOADING: CourseDraft = { status: "loading", readOnly: false, error: null };
/**
 * In a QA replay the course comes from the log, never from the server. The screen is the editor the
 * user had, so what they saw is what QA sees; the model is view-only meanwhile (`setViewOnly`), and no
 * save session starts for it.
 */
const REPLAYED: CourseDraft = { status: "ready", readOnly: false, error: null };
const NOT_IN_LOG: CourseDraft = { status: "error", readOnly: true, error: ERROR_MESSAGES.notFound };
const drafts = keyedStore(LOADING);
const started = new Set<string>();

const settle = (courseID: string, draft: CourseDraft): void => drafts.set(courseID, draft);

/** Loads a course once per page session; every later caller shares that load. */
const ensureLoaded = (courseID: string): void => {
  if (started.has(courseID)) return;
  started.add(courseID);
  loadCourse(courseID).then(
    ({ readOnly }) => settle(courseID, { status: "ready", readOnly, error: null }),
    (error: unknown) => {
      started.delete(courseID);
      settle(courseID, { status: "error", readOnly: false, error: loadErrorMessage(error) });
    },
  );
};

/**
 * The course's draft in the domain store: the first caller loads GET /api/courses/{id}/content and
 * dispatches `CourseLoaded`; then the course is at `useDomain((s) => s.courses[courseID])`.
 * `readOnly` is the server's `read_only` (an assigned teacher). Edits go through `runCommand`; the
 * save pipeline sends them.
 */
export const useCourseDraft = (courseID: string): CourseDraft => {
  const replay = useReplay();
  const replaying = replay !== null;
  const inLog = useDomain((s) => s.courses[courseID] !== undefined);
  useEffect(() => {
    if (!replaying) ensureLoaded(courseID);
  }, [courseID, replaying]);
  const loaded = drafts.use(courseID);
  if (replaying) return inLog ? REPLAYED : NOT_IN_LOG;
  return loaded;
};
