import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Route, Switch } from "wouter";
import { CabinetLayout } from "../features/cabinet/cabinet-layout";
import { NotificationBell } from "../features/notifications/notification-bell";
import { NotFoundPage } from "../features/errors/not-found-page";
import { WelcomeModal } from "../features/onboarding/welcome-modal";
import { ProfileCompletionGate } from "../features/onboarding/profile-completion-gate";
import { LongreadLayout } from "./layouts/longread-layout";
import { lazyWithReload } from "./lazy-with-reload";
import { CHUNKS } from "./route-chunks";

/** Each cabinet area is its own lazy chunk: the cabinet's first load stays within its JS budget. */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(lazyWithReload(() => load().then((module) => ({ default: module[name] }))));

const CreatedCoursesPage = page(CHUNKS.createdCourses, "CreatedCoursesPage");
const AuthoringScreen = page(CHUNKS.authoring, "AuthoringScreen");
const PreviewPage = page(CHUNKS.preview, "PreviewPage");
const MyCoursesPage = page(CHUNKS.myCourses, "MyCoursesPage");
const StudentCourseScreen = page(CHUNKS.studentCourse, "StudentCourseScreen");
const AvailableCoursesPage = page(CHUNKS.availableCourses, "AvailableCoursesPage");
const CheckPage = page(CHUNKS.check, "CheckPage");
const ReviewQueuePage = page(CHUNKS.reviewQueue, "ReviewQueuePage");
const CommentBankPage = page(CHUNKS.commentBank, "CommentBankPage");
const UsersStatisticsPage = page(CHUNKS.usersStatistics, "UsersStatisticsPage");
const StudentsPage = page(CHUNKS.students, "StudentsPage");
const ProfilePage = page(CHUNKS.profile, "ProfilePage");
const NotificationsPage = page(CHUNKS.notifications, "NotificationsPage");
const DeadlinesPage = page(CHUNKS.deadlines, "DeadlinesPage");
const LongreadPage = page(CHUNKS.longread, "LongreadPage");
const BugReportsPage = page(CHUNKS.bugReports, "BugReportsPage");
const BugReportReplay = page(CHUNKS.bugReport, "BugReportReplay");
const AdminSchoolsPage = page(CHUNKS.adminSchools, "AdminSchoolsPage");
const AdminUsersPage = page(CHUNKS.adminUsers, "AdminUsersPage");
const AuditLogPage = page(CHUNKS.auditLog, "AuditLogPage");

/** While an area's chunk loads, the layout around it stays. */
const Loading = ({ children }: { readonly children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <p className="muted page-loading" role="status">
          {t("common.loading")}
        </p>
      }
    >
      {children}
    </Suspense>
  );
};

/**
 * Routes of the signed-in cabinet (SPEC §2). The longread view and the preview have their own layout
 * (no footer, no left menu); everything else sits beside the left menu.
 */
const CabinetRoutes = () => (
  <>
    <Switch>
      <Route path="/preview/:courseID/:view?">
        <LongreadLayout>
          <Loading>
            <PreviewPage />
          </Loading>
        </LongreadLayout>
      </Route>
      <Route path="/longread/:courseID?/:tab?/:moduleID?/:lessonID?">
        <LongreadLayout>
          <Loading>
            <LongreadPage />
          </Loading>
        </LongreadLayout>
      </Route>
      <Route>
        <CabinetLayout bell={<NotificationBell />}>
          <Loading>
            <Switch>
              <Route path="/profile" component={ProfilePage} />
              <Route path="/notifications" component={NotificationsPage} />
              <Route path="/deadlines" component={DeadlinesPage} />
              <Route path="/myCourses" component={MyCoursesPage} />
              <Route path="/myCourses/:courseID/:tab?/:moduleID?/:lessonID?" component={StudentCourseScreen} />
              <Route path="/createdCourses" component={CreatedCoursesPage} />
              <Route path="/createdCourses/:courseID/:tab?/*?" component={AuthoringScreen} />
              <Route path="/availableCourses" component={AvailableCoursesPage} />
              <Route path="/availableCourses/queue/:id?" component={ReviewQueuePage} />
              <Route path="/availableCourses/comments" component={CommentBankPage} />
              <Route path="/check/:courseID/:tab?/:moduleID?/:lessonID?/:taskID?" component={CheckPage} />
              <Route path="/usersStatistics" component={UsersStatisticsPage} />
              <Route path="/students" component={StudentsPage} />
              <Route path="/bugReports" component={BugReportsPage} />
              <Route path="/bugReports/:id" component={BugReportReplay} />
              <Route path="/adminSchools" component={AdminSchoolsPage} />
              <Route path="/adminUsers" component={AdminUsersPage} />
              <Route path="/auditLog" component={AuditLogPage} />
              <Route component={NotFoundPage} />
            </Switch>
          </Loading>
        </CabinetLayout>
      </Route>
    </Switch>
    <WelcomeModal />
    <ProfileCompletionGate />
  </>
);

export default CabinetRoutes;
