import type { PersonView, ReviewCounts, ReviewCourse, SubmissionStatus } from "@app/domain/api/review";
import { formatDayTime } from "../../lib/i18n/format";
import { fullName } from "@app/domain/people/display-name";

/** The status tabs of the exercise level, in order; `all` shows every status. */
export const STATUS_TABS = ["onReview", "needsWork", "accepted", "all"] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

const isStatusTab = (value: string): value is StatusTab => (STATUS_TABS as ReadonlyArray<string>).includes(value);

/** `?status=` as typed in the address: a known tab, otherwise the default one. */
export const statusTabOf = (raw: string | null, fallback: StatusTab): StatusTab =>
  raw !== null && isStatusTab(raw) ? raw : fallback;

/** The API's filter for a tab: none for `all`. */
export const statusFilter = (tab: StatusTab): SubmissionStatus | undefined => (tab === "all" ? undefined : tab);

/** A positive whole number from the address (a course or submission id), else undefined. */
export const idParam = (raw: string | null | undefined): number | undefined => {
  if (raw === null || raw === undefined || !/^\d{1,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
};

/** The count of one status tab (`all`: their sum). */
export const countOf = (counts: ReviewCounts, tab: StatusTab): number => {
  switch (tab) {
    case "onReview":
      return counts.on_review;
    case "needsWork":
      return counts.needs_work;
    case "accepted":
      return counts.accepted;
    case "all":
      return counts.on_review + counts.needs_work + counts.accepted;
  }
};

/** Courses with work waiting first (most waiting first), then the rest in the server's order. */
export const sortCourses = (courses: ReadonlyArray<ReviewCourse>): ReadonlyArray<ReviewCourse> =>
  courses
    .map((course, index) => ({ course, index }))
    .sort((a, b) => b.course.counts.on_review - a.course.counts.on_review || a.index - b.index)
    .map(({ course }) => course);

/** "Имя Фамилия", or null when the person filled in neither. */
export const personName = (person: PersonView): string | null => fullName(person) || null;

/** An ISO time as Russian readers write it ("3 октября 2026 в 12:45"); the raw text if it is not a date. */
export const formatDateTime = (iso: string): string => formatDayTime(iso);
