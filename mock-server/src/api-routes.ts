import type { AppContext } from "./app-context";
import type { ApiRoute } from "./http/route-table";
import { courseUsersRoutes } from "./routes/access/course-users-routes";
import { enrolmentRoutes } from "./routes/access/enrolment-routes";
import { invitationRoutes } from "./routes/access/invitation-routes";
import { offerRoutes } from "./routes/access/offer-routes";
import { rosterRoutes } from "./routes/access/roster-routes";
import { authRoutes } from "./routes/auth-routes";
import { authorRoutes } from "./routes/author-routes";
import { aboutRoutes } from "./routes/authoring/about-routes";
import { contentRoutes } from "./routes/authoring/content-routes";
import { createdCoursesRoutes } from "./routes/authoring/created-courses-routes";
import { historyRoutes } from "./routes/authoring/history-routes";
import { publishRoutes } from "./routes/authoring/publish-routes";
import { exportRoutes, importRoutes } from "./routes/authoring/transfer-routes";
import { bugReportRoutes } from "./routes/bug-reports/bug-report-routes";
import { adminRoutes } from "./routes/admin/admin-routes";
import { catalogueAuthorsRoutes } from "./routes/catalogue-authors-routes";
import { catalogueRoutes } from "./routes/catalogue-routes";
import { courseRoutes } from "./routes/course-routes";
import { devApiRoutes } from "./routes/dev-routes";
import { fileRoutes } from "./routes/file-routes";
import { lessonRoutes } from "./routes/passage/lesson-routes";
import { myCoursesRoutes } from "./routes/passage/my-courses-routes";
import { testDraftRoutes } from "./routes/passage/test-draft-routes";
import { answerDraftRoutes } from "./routes/passage/answer-draft-routes";
import { workRoutes } from "./routes/passage/work-routes";
import { passwordRoutes } from "./routes/password-routes";
import { healthRoutes } from "./routes/health-routes";
import { groupRoutes } from "./routes/people/group-routes";
import { studentRoutes } from "./routes/people/student-routes";
import { subdivisionRoutes } from "./routes/people/subdivision-routes";
import { profileRoutes } from "./routes/profile-routes";
import { mailPreferenceRoutes } from "./routes/notifications/mail-preference-routes";
import { notificationRoutes } from "./routes/notifications/notification-routes";
import { referenceRoutes } from "./routes/reference-routes";
import { registrationRoutes } from "./routes/registration-routes";
import { reviewRoutes } from "./routes/review/review-routes";
import { submissionRoutes } from "./routes/review/submission-routes";
import { commentBankRoutes } from "./routes/review/comment-bank-routes";
import { replyRoutes } from "./routes/review/reply-routes";
import { classmatesRoutes } from "./routes/social/classmates-routes";
import { courseReviewRoutes } from "./routes/social/course-review-routes";
import { discussionRoutes } from "./routes/social/discussion-routes";
import { statisticsRoutes } from "./routes/statistics/statistics-routes";
import { gradesExportRoutes } from "./routes/statistics/grades-export-routes";
import { reviewExportRoutes } from "./routes/review/review-export-routes";
import { certificateRoutes } from "./routes/certificates/certificate-routes";
import { certificateRuleRoutes } from "./routes/certificates/certificate-rule-routes";
import { deadlinePlanRoutes } from "./routes/deadlines/deadline-plan-routes";
import { myDeadlineRoutes } from "./routes/deadlines/my-deadline-routes";

/**
 * Every /api endpoint the server answers, in the order Express tries them: the one table `createApp`
 * registers from and the route tests (route coverage by the pact, authentication before the body) read.
 */
export const apiRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => [
  ...importRoutes(ctx),
  ...authRoutes(ctx),
  ...registrationRoutes(ctx),
  ...passwordRoutes(ctx),
  // Before PUT /profile/:id, which would take PUT /profile/notifications (issue #35).
  ...mailPreferenceRoutes(ctx),
  ...profileRoutes(ctx),
  ...referenceRoutes(),
  ...healthRoutes(ctx),
  ...authorRoutes(ctx),
  ...fileRoutes(ctx),
  ...courseRoutes(ctx),
  // Authoring: created courses, export, content, publish and delete, about and options.
  ...createdCoursesRoutes(ctx),
  ...exportRoutes(ctx),
  ...contentRoutes(ctx),
  ...publishRoutes(ctx),
  ...historyRoutes(ctx),
  ...aboutRoutes(ctx),
  ...catalogueRoutes(ctx),
  // Access: invitations, the access link, enrolment, purchase and the course's users.
  ...invitationRoutes(ctx),
  ...rosterRoutes(ctx),
  ...enrolmentRoutes(ctx),
  ...offerRoutes(ctx),
  ...courseUsersRoutes(ctx),
  // The student's side: his course lists, lessons, tests and free tasks, test and answer drafts.
  ...myCoursesRoutes(ctx),
  ...lessonRoutes(ctx),
  ...workRoutes(ctx),
  ...testDraftRoutes(ctx),
  ...answerDraftRoutes(ctx),
  ...catalogueAuthorsRoutes(ctx),
  ...statisticsRoutes(ctx),
  // Grades out as CSV (issue #38 part 5): the course's Статистика and the review queue.
  ...gradesExportRoutes(ctx),
  ...reviewExportRoutes(ctx),
  // People: students, groups, subdivisions.
  ...studentRoutes(ctx),
  ...groupRoutes(ctx),
  ...subdivisionRoutes(ctx),
  // Review and the social tabs (Обсуждение, Однокурсники, Рейтинг, Отзывы).
  ...reviewRoutes(ctx),
  ...submissionRoutes(ctx),
  ...commentBankRoutes(ctx),
  ...replyRoutes(ctx),
  ...discussionRoutes(ctx),
  ...classmatesRoutes(ctx),
  ...courseReviewRoutes(ctx),
  // Certificates: the public verification, the student's, the staff's, the course's thresholds (issue #36).
  ...certificateRoutes(ctx),
  ...certificateRuleRoutes(ctx),
  // Deadlines: a course's plan and extensions, the student's dates and calendar address (issue #37).
  ...deadlinePlanRoutes(ctx),
  ...myDeadlineRoutes(ctx),
  // `Отправить отчёт`: QA logs sent to the server (issue #33).
  ...bugReportRoutes(ctx),
  // Administration: schools, roles and the audit log (issue #32 part 4).
  ...adminRoutes(ctx),
  // Notifications in the app and their live stream (issue #35).
  ...notificationRoutes(ctx),
  ...(ctx.devEndpoints ? devApiRoutes(ctx) : []),
];
