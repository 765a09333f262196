import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { LandingPage } from "../features/landing/landing-page";
import { LoginPage } from "../features/auth/login-page";
import { NotFoundPage } from "../features/errors/not-found-page";
import { RouteGuard } from "./route-guard";
import { lazyWithReload } from "./lazy-with-reload";

/** The signed-in part of the app loads as its own chunk. */
const CabinetRoutes = lazy(lazyWithReload(() => import("./cabinet-routes")));

const Loading = () => <p className="muted page-loading">Загрузка…</p>;

/** SPEC §2 routes. Sign-in-only areas sit behind the guard and load lazily. */
export const AppRoutes = () => (
  <Switch>
    <Route path="/" component={LandingPage} />
    <Route path="/login" component={LoginPage} />
    <Route path="/404" component={NotFoundPage} />
    <Route path="/:area/*?">
      {(params) =>
        ["myCourses", "createdCourses", "availableCourses", "usersStatistics", "students", "profile", "check", "preview", "longread"].includes(
          params.area,
        ) ? (
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
