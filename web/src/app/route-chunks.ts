/**
 * The app's lazy chunks by screen: the full app, the cabinet, its areas, the course tabs. Each is
 * named once, here: the routes load them through these functions, and a QA replay loads them all
 * when a log is loaded, so that it goes on offline (lib/qa/replay-preload.ts). Loading the chunks of
 * the address at start, side by side, was tried and measured slower (docs/decisions/performance.md).
 */
export const CHUNKS = {
  fullApp: () => import("./full-app"),
  cabinet: () => import("./cabinet-routes"),
  profile: () => import("../features/profile/profile-page"),
  notifications: () => import("../features/notifications/notifications-page"),
  headerBell: () => import("../features/notifications/header-bell"),
  deadlines: () => import("../features/deadlines/deadlines-page"),
  myCourses: () => import("../features/my-courses/my-courses-page"),
  studentCourse: () => import("./student-course-screen"),
  createdCourses: () => import("../features/created-courses/created-courses-page"),
  authoring: () => import("./authoring-screen"),
  preview: () => import("../features/course-passage/preview-page"),
  longread: () => import("../features/course-passage/longread-page"),
  availableCourses: () => import("../features/checking/available-courses-page"),
  check: () => import("../features/checking/check-page"),
  reviewQueue: () => import("../features/checking/queue-page"),
  commentBank: () => import("../features/checking/comment-bank/comment-bank-page"),
  usersStatistics: () => import("../features/users-statistics/users-statistics-page"),
  students: () => import("../features/students/students-page"),
  bugReports: () => import("../features/bug-reports/bug-reports-page"),
  bugReport: () => import("../features/bug-reports/bug-report-replay"),
  adminSchools: () => import("../features/admin/schools-page"),
  adminUsers: () => import("../features/admin/users-page"),
  auditLog: () => import("../features/admin/audit-log-page"),
} as const;

/** The course screen's tabs for the school (`/createdCourses/{id}/{tab}`; none is `about`). */
export const AUTHORING_TABS = {
  about: () => import("../features/course-about/about-tab"),
  constructor: () => import("../features/constructor/constructor-tab"),
  users: () => import("../features/course-users/users-tab"),
  settings: () => import("../features/course-settings/settings-tab"),
  statistics: () => import("../features/course-statistics/statistics-tab"),
  history: () => import("../features/course-history/history-tab"),
} as const;

/** The student's course tabs (`/myCourses/{id}/{tab}`; none is `overview`). */
export const STUDENT_TABS = {
  overview: () => import("../features/my-courses/overview-tab"),
  lessons: () => import("../features/course-passage/lessons-tab"),
  discussion: () => import("../features/course-social/discussion-tab"),
  classmates: () => import("../features/course-social/classmates-tab"),
  rating: () => import("../features/course-social/rating-tab"),
  reviews: () => import("../features/course-social/reviews-tab"),
} as const;
