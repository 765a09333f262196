import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "wouter";
import { AuthoringToolbar } from "../lib/authoring/authoring-toolbar";
import { ConflictModal } from "../lib/authoring/conflict-modal";
import { useFieldErrors } from "../lib/authoring/field-errors";
import { problemTabs } from "../lib/authoring/publish-problems";
import { MergeModal } from "../lib/authoring/merge-modal";
import { useCourseDraft } from "../lib/authoring/use-course-draft";
import { useLeaveGuard } from "../lib/authoring/use-leave-guard";
import { useUndoKeys } from "../lib/authoring/use-undo-keys";
import { useDomain } from "../lib/model/domain-store";
import { useDocumentTitle } from "../lib/ui/use-document-title";
import { lazyWithReload } from "./lazy-with-reload";
import "../lib/authoring/authoring.css";
import { AUTHORING_TABS } from "./route-chunks";

type TabProps = { readonly courseID: string };

const TAB_SLUGS = ["about", "constructor", "users", "settings", "statistics", "history"] as const;
type TabSlug = (typeof TAB_SLUGS)[number];

type TabModule = Record<string, ComponentType<TabProps>>;

/** Each tab's chunk and its i18next namespace (features/<folder>/<folder>.json's namespace). */
const TAB_SOURCES: Readonly<
  Record<
    Exclude<TabSlug, "history">,
    { readonly load: () => Promise<TabModule>; readonly name: string; readonly namespace: string }
  >
> = {
  about: { load: AUTHORING_TABS.about, name: "AboutTab", namespace: "course-about" },
  constructor: { load: AUTHORING_TABS.constructor, name: "ConstructorTab", namespace: "constructor" },
  users: { load: AUTHORING_TABS.users, name: "UsersTab", namespace: "course-users" },
  settings: { load: AUTHORING_TABS.settings, name: "SettingsTab", namespace: "course-settings" },
  statistics: { load: AUTHORING_TABS.statistics, name: "StatisticsTab", namespace: "course-statistics" },
};

/** The history tab's chunk (issue #22): its component takes the constructor too, so it is wired apart from the others. */
const HISTORY_SOURCE = { load: AUTHORING_TABS.history, namespace: "course-history" };

const lazyTab = (slug: Exclude<TabSlug, "history">) => {
  const source = TAB_SOURCES[slug];
  return lazy(
    lazyWithReload(async () => {
      const component = (await source.load())[source.name];
      if (component === undefined) throw new Error(`${source.name} is not exported by its chunk`);
      return { default: component };
    }),
  );
};

const HistoryTab = lazy(lazyWithReload(async () => ({ default: (await HISTORY_SOURCE.load()).HistoryTab })));
/** A past version of the course in the constructor, read-only: the history shows it, the app gives it the constructor. */
const ConstructorVersion = lazy(
  lazyWithReload(async () => ({
    default: (await AUTHORING_TABS.constructor()).ConstructorVersion,
  })),
);
const renderVersion = (modelKey: string) => (
  <Suspense fallback={null}>
    <ConstructorVersion courseID={modelKey} />
  </Suspense>
);

const HistoryScreen = ({ courseID }: TabProps) => <HistoryTab courseID={courseID} renderVersion={renderVersion} />;

const TABS: Readonly<Record<TabSlug, ComponentType<TabProps>>> = {
  about: lazyTab("about"),
  constructor: lazyTab("constructor"),
  users: lazyTab("users"),
  settings: lazyTab("settings"),
  statistics: lazyTab("statistics"),
  history: HistoryScreen,
};

/**
 * Starts loading a tab's code and strings while the course itself loads: otherwise they would wait
 * for the course (a large one takes a second to arrive), and only then start.
 */
const usePreloadTab = (slug: TabSlug): void => {
  const { i18n } = useTranslation();
  useEffect(() => {
    const source = slug === "history" ? HISTORY_SOURCE : TAB_SOURCES[slug];
    void source.load().catch(() => undefined);
    void i18n.loadNamespaces(source.namespace);
  }, [slug, i18n]);
};

const tabOf = (slug: string | undefined): TabSlug => TAB_SLUGS.find((known) => known === slug) ?? "about";

/** The tabs; one that holds fields in error (after a refused save or publish) carries a marker, described to screen readers. */
const TabsNav = ({ courseID, current }: { readonly courseID: string; readonly current: TabSlug }) => {
  const { t } = useTranslation("authoring");
  const errors = useFieldErrors(courseID);
  const marked: ReadonlySet<string> = problemTabs(errors.keys());
  const hintId = `authoring-tab-errors-${courseID}`;
  return (
    <nav className="authoring-tabs" aria-label={t("tabs.label")}>
      {TAB_SLUGS.map((slug) => (
        <Link
          key={slug}
          href={`/createdCourses/${courseID}/${slug}`}
          className="authoring-tab"
          aria-current={slug === current ? "page" : undefined}
          aria-describedby={marked.has(slug) ? hintId : undefined}
          data-has-errors={marked.has(slug) ? "" : undefined}
        >
          {t(`tabs.${slug}`)}
          {marked.has(slug) && <span className="authoring-tab-marker" aria-hidden="true" />}
        </Link>
      ))}
      <span id={hintId} className="visually-hidden">
        {t("problems.tabHasErrors")}
      </span>
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
 * (once per page session), shows the course name, the toolbar with the save state, the six tabs and
 * the chosen tab (no tab, or an unknown one: `О курсе`). Undo keys work on the whole screen.
 */
export const AuthoringScreen = () => {
  const { t } = useTranslation("authoring");
  const params = useParams<{ readonly courseID: string; readonly tab?: string }>();
  const courseID = params.courseID;
  const draft = useCourseDraft(courseID);
  const name = useDomain((s) => s.courses[courseID]?.general.name.value);
  const current = tabOf(params.tab);
  usePreloadTab(current);
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
      {!draft.readOnly && <MergeModal courseID={courseID} />}
    </div>
  );
};
