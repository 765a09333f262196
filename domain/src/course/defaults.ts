import { DEFAULT_MAX_COUNT, MIN_ADVANTAGES } from "../constants";
import { emptyShards } from "../model/sharded";
import type { Advantage } from "./about";
import type { CourseState } from "./course-state";
import type { CourseSettings } from "./settings";
import type { LessonState } from "./structure";

/** SPEC §5: advantages are padded with blank entries so that at least 3 exist. */
export const padAdvantages = (advantages: ReadonlyArray<Advantage>): Array<Advantage> => {
  const padded = advantages.map((a) => ({ id: a.id, description: a.description }));
  while (padded.length < MIN_ADVANTAGES) padded.push({ id: null, description: "" });
  return padded;
};

/** SPEC §5: maxCount loses its first character when that is neither a digit nor a plus; absent means '5'. */
export const normalizeMaxCount = (value: string | null | undefined): string => {
  if (value === null || value === undefined) return DEFAULT_MAX_COUNT;
  const first = value.charAt(0);
  return first !== "" && !/[0-9+]/.test(first) ? value.slice(1) : value;
};

/** SPEC §5 course defaults: prices '0', accessEnable and showClassmates on, other flags off. */
export const defaultSettings = (): CourseSettings => ({
  actions: {
    accessEnable: true,
    commentsEnable: false,
    consecutiveAppearance: false,
    longreadContent: false,
    prohibitReplay: false,
    showClassmates: true,
  },
  payments: [],
  accesses: {
    available: true,
    accessByEmail: false,
    teachers: [],
    link: "",
    maxCount: DEFAULT_MAX_COUNT,
    isSetMaxCount: false,
  },
});

/** A brand-new course as the constructor creates it, under a temporary id. */
export const newCourse = (courseID: string, name: string, isNew: boolean): CourseState => ({
  courseID,
  isLoading: false,
  isNew,
  wasEdited: isNew,
  published: false,
  page: { hash: "", created: !isNew, need_to_be_paid: false, school: null, selectedSchoolID: null },
  general: {
    name: { value: name },
    summary: "",
    lastLesson: null,
    category: null,
    advantages: padAdvantages([]),
    testimonials: [],
    students_count: 0,
    has_testimonial_by_auth_user: false,
  },
  additional: {
    price: { value: "0" },
    old_price: { value: "0" },
    description: { value: "" },
    completionDoc: null,
    practiceType: null,
    additionalDescription: "",
  },
  style: {
    back: "",
    button_color: "",
    button_font_color: "",
    cover_font_color: "",
    cover: "",
    font_color: "",
    id: null,
    is_visible: true,
    name: "",
  },
  lists: { teachers: [], programs: [], results: [], consumers: [], learns: [] },
  progress: { author: "", completedLessonsAmount: 0, lessonsAmount: 0, progress: 0 },
  settings: defaultSettings(),
  statistics: { courses: [], students: [], lessons: [] },
  moduleOrder: [],
  modules: {},
  lessons: emptyShards(),
  tasks: emptyShards(),
  unsaved: emptyShards(),
});

/** SPEC §4: a new lesson starts as not_started, with empty statistics. */
export const newLesson = (
  courseID: string,
  moduleID: string,
  lessonID: string,
  lessonName: string,
  isTrial: boolean,
): LessonState => ({
  lessonID,
  moduleID,
  lessonName,
  is_trial: isTrial,
  isEndedByUser: false,
  status: "not_started",
  statistics: { id: null, course_id: courseID, section_id: moduleID, start_date: null, end_date: null, blocks: [] },
  blockOrder: [],
  blocks: {},
  taskOrder: [],
  wasCreated: true,
  wasEdited: false,
  wasDeleted: false,
});
