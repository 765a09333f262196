import { keyedStore } from "../state/small-store";
import type { PublishProblem } from "./publish-problems";

/** The list a refused `Опубликовать` shows on the course screen, per course; `open` turns false to close it. */
export type PublishReport = { readonly open: boolean; readonly problems: ReadonlyArray<PublishProblem> };

const CLOSED: PublishReport = { open: false, problems: [] };
const reports = keyedStore(CLOSED);

export const showPublishReport = (courseID: string, problems: ReadonlyArray<PublishProblem>): void =>
  reports.set(courseID, { open: true, problems });

/** Closes the list; its items stay until the close animation is over. */
export const closePublishReport = (courseID: string): void => {
  const report = reports.get(courseID);
  if (report.open) reports.set(courseID, { ...report, open: false });
};

export const usePublishReport = (courseID: string): PublishReport => reports.use(courseID);
