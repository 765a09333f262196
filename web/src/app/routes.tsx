import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { LoginPage } from "../features/auth/login-page";
import { NotFoundPage } from "../features/errors/not-found-page";
import { RouteGuard } from "./route-guard";
import { PublicLayout } from "./layouts/public-layout";
import { AppLayout } from "./layouts/app-layout";
import { lazyWithReload } from "./lazy-with-reload";
import { CHUNKS } from "./route-chunks";

/** The signed-in part of the app loads as its own chunk. */
const CabinetRoutes = lazy(lazyWithReload(CHUNKS.cabinet));

/** Registration and password recovery, each a small lazy chunk (the phone check loads with them). */
const RegisterPage = lazy(
  lazyWithReload(() => import("../features/auth/register-page").then((m) => ({ default: m.RegisterPage }))),
);
const ForgotPage = lazy(
  lazyWithReload(() => import("../features/auth/forgot-page").then((m) => ({ default: m.ForgotPage }))),
);
const ResetPage = lazy(
  lazyWithReload(() => import("../features/auth/reset-page").then((m) => ({ default: m.ResetPage }))),
);

/** The public catalogue: courses, schools and authors, a school's page. */
const CataloguePage = lazy(
  lazyWithReload(() => import("../features/catalogue/catalogue-page").then((m) => ({ default: m.CataloguePage }))),
);
const SchoolsPage = lazy(
  lazyWithReload(() => import("../features/catalogue/schools-page").then((m) => ({ default: m.SchoolsPage }))),
);
const SchoolPage = lazy(
  lazyWithReload(() => import("../features/catalogue/school-page").then((m) => ({ default: m.SchoolPage }))),
);

/** The way into a course (issue #14): its public page, an e-mailed invitation, the access link. */
const CourseLandingPage = lazy(
  lazyWithReload(() =>
    import("../features/course-landing/course-landing-page").then((m) => ({ default: m.CourseLandingPage })),
  ),
);
const InvitationPage = lazy(
  lazyWithReload(() =>
    import("../features/course-landing/invitation-page").then((m) => ({ default: m.InvitationPage })),
  ),
);
const JoinPage = lazy(
  lazyWithReload(() => import("../features/course-landing/join-page").then((m) => ({ default: m.JoinPage }))),
);

/** The public verification of certificates (issue #36): a number typed, a certificate by its number. */
const CertificateCheckPage = lazy(
  lazyWithReload(() =>
    import("../features/certificates/certificate-check-page").then((m) => ({ default: m.CertificateCheckPage })),
  ),
);
const CertificatePage = lazy(
  lazyWithReload(() =>
    import("../features/certificates/certificate-page").then((m) => ({ default: m.CertificatePage })),
  ),
);

const Loading = () => <p className="muted page-loading">Загрузка…</p>;

/** SPEC §2 routes. Sign-in-only areas sit behind the guard and load lazily. */
export const AppRoutes = () => (
  <Switch>
    <Route path="/login" component={LoginPage} />
    <Route path="/register">
      <Suspense fallback={<Loading />}>
        <RegisterPage />
      </Suspense>
    </Route>
    <Route path="/forgot">
      <Suspense fallback={<Loading />}>
        <ForgotPage />
      </Suspense>
    </Route>
    <Route path="/password/reset">
      <Suspense fallback={<Loading />}>
        <ResetPage />
      </Suspense>
    </Route>
    <Route path="/course">
      <PublicLayout>
        <Suspense fallback={<Loading />}>
          <CataloguePage />
        </Suspense>
      </PublicLayout>
    </Route>
    <Route path="/schools">
      <PublicLayout>
        <Suspense fallback={<Loading />}>
          <SchoolsPage />
        </Suspense>
      </PublicLayout>
    </Route>
    <Route path="/school/:schoolID">
      <AppLayout>
        <Suspense fallback={<Loading />}>
          <SchoolPage />
        </Suspense>
      </AppLayout>
    </Route>
    <Route path="/landing/courses/:courseID">
      <PublicLayout>
        <Suspense fallback={<Loading />}>
          <CourseLandingPage />
        </Suspense>
      </PublicLayout>
    </Route>
    <Route path="/invite/:token">
      <PublicLayout>
        <Suspense fallback={<Loading />}>
          <InvitationPage />
        </Suspense>
      </PublicLayout>
    </Route>
    <Route path="/join/:token">
      <PublicLayout>
        <Suspense fallback={<Loading />}>
          <JoinPage />
        </Suspense>
      </PublicLayout>
    </Route>
    <Route path="/certificates">
      <PublicLayout>
        <Suspense fallback={<Loading />}>
          <CertificateCheckPage />
        </Suspense>
      </PublicLayout>
    </Route>
    <Route path="/certificates/:number">
      <PublicLayout>
        <Suspense fallback={<Loading />}>
          <CertificatePage />
        </Suspense>
      </PublicLayout>
    </Route>
    <Route path="/404" component={NotFoundPage} />
    <Route path="/:area/*?">
      {(params) =>
        [
          "myCourses",
          "createdCourses",
          "availableCourses",
          "usersStatistics",
          "students",
          "profile",
          "notifications",
          "deadlines",
          "check",
          "preview",
          "longread",
          "bugReports",
          "adminSchools",
          "adminUsers",
          "auditLog",
        ].includes(params.area) ? (
          <RouteGuard>
            <Suspense fallback={<Loading />}>
              <CabinetRoutes />
            </Suspense>
          </RouteGuard>
        ) : (
          <NotFoundPage />
        )
      }
    </Route>
  </Switch>
);
