import { lazy, Suspense, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "wouter";
import { AuthoringToolbar } from "../lib/authoring/authoring-toolbar";
import { ConflictModal } from "../lib/authoring/conflict-modal";
import { useCourseDraft } from "../lib/authoring/use-course-draft";
import { useLeaveGuard } from "../lib/authoring/use-leave-guard";
import { useUndoKeys } from "../lib/authoring/use-undo-keys";
import { useDomain } from "../lib/model/domain-store";
import { useDocumentTitle } from "../lib/ui/use-document-title";
import { lazyWithReload } from "./lazy-with-reload";
import "../lib/authoring/authoring.css";

type TabProps = { readonly courseID: string };

const tab = <K extends string>(load: () => Promise<Record<K, ComponentType<TabProps>>>, name: K) =>
  lazy(lazyWithReload(() => load().then((module) => ({ default: module[name] }))));

const TAB_SLUGS = ["about", "constructor", "users", "settings", "statistics"] as const;
type TabSlug = (typeof TAB_SLUGS)[number];

const TABS: Readonly<Record<TabSlug, ComponentType<TabProps>>> = {
  about: tab(() => import("../features/course-about/about-tab"), "AboutTab"),
  constructor: tab(() => import("../features/constructor/constructor-tab"), "ConstructorTab"),
  users: tab(() => import("../features/course-users/users-tab"), "UsersTab"),
  settings: tab(() => import("../features/course-settings/settings-tab"), "SettingsTab"),
  statistics: tab(() => import("../features/course-statistics/statistics-tab"), "StatisticsTab"),
};

const tabOf = (slug: string | undefined): TabSlug => TAB_SLUGS.find((known) => known === slug) ?? "about";

const TabsNav = ({ courseID, current }: { readonly courseID: string; readonly current: TabSlug }) => {
  const { t } = useTranslation("authoring");
  return (
    <nav className="authoring-tabs" aria-label={t("tabs.label")}>
      {TAB_SLUGS.map((slug) => (
        <Link key={slug} href={`/createdCourses/${courseID}/${slug}`} className="authoring-tab" aria-current={slug === current ? "page" : undefined}>
          {t(`tabs.${slug}`)}
        </Link>
      ))}
    </nav>
  );
};

const LoadFailed = ({ message }: { readonly message: string }) => {
  const { t } = useTranslation("authoring");
  return (
    <section className="authoring-failed" role="alert">
      <h1>{message}</h1>
      <div className="authoring-failed-actions">
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {t("reloadPage")}
        </button>
        <Link className="button" href="/createdCourses">
          {t("toCourses")}
        </Link>
      </div>
    </section>
  );
};

/**
 * /createdCourses/:courseID/:tab?/* (SPEC §2): the course screen. It loads the draft into the model
 * (once per page session), shows the course name, the toolbar with the save state, the five tabs and
 * the chosen tab (no tab, or an unknown one: `О курсе`). Undo keys work on the whole screen.
 */
export const AuthoringScreen = () => {
  const { t } = useTranslation("authoring");
  const params = useParams<{ readonly courseID: string; readonly tab?: string }>();
  const courseID = params.courseID;
  const draft = useCourseDraft(courseID);
  const name = useDomain((s) => s.courses[courseID]?.general.name.value);
  const current = tabOf(params.tab);
  const title = name === undefined ? undefined : name.trim() === "" ? t("untitled") : name;
  useDocumentTitle(title);
  useUndoKeys(courseID, draft.status !== "ready" || draft.readOnly);
  useLeaveGuard(courseID, t("leave"));

  if (draft.status === "error") return <LoadFailed message={draft.error ?? t("reloadPage")} />;
  if (draft.status === "loading" || title === undefined) return <p className="muted page-loading">{t("loading")}</p>;
  const Tab = TABS[current];

  return (
    <div className="authoring-screen">
      <header className="authoring-head">
        <h1 className="authoring-title">{title}</h1>
        <AuthoringToolbar courseID={courseID} readOnly={draft.readOnly} />
      </header>
      <TabsNav courseID={courseID} current={current} />
      <div className="authoring-tab-panel">
        <Suspense fallback={<p className="muted">{t("loading")}</p>}>
          <Tab courseID={courseID} />
        </Suspense>
      </div>
      {!draft.readOnly && <ConflictModal courseID={courseID} />}
    </div>
  );
};
