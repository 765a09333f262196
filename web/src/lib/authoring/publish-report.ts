import { keyedStore } from "../state/small-store";
import type { PublishProblem } from "./publish-problems";

/**
 * The list a refused `Опубликовать`, or a `Сохранить` that found problems, shows on the course screen,
 * per course; `open` turns false to close it.
 */
export type PublishReport = {
  readonly open: boolean;
  readonly problems: ReadonlyArray<PublishProblem>;
  /** What found the problems: the title says so. */
  readonly after: "publish" | "save";
};

const CLOSED: PublishReport = { open: false, problems: [], after: "publish" };
const reports = keyedStore(CLOSED);

export const showPublishReport = (
  courseID: string,
  problems: ReadonlyArray<PublishProblem>,
  after: PublishReport["after"] = "publish",
): void => reports.set(courseID, { open: true, problems, after });

/** Closes the list; its items stay until the close animation is over. */
export const closePublishReport = (courseID: string): void => {
  const report = reports.get(courseID);
  if (report.open) reports.set(courseID, { ...report, open: false });
};

export const usePublishReport = (courseID: string): PublishReport => reports.use(courseID);
