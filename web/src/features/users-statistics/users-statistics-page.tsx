import { useSnapshot } from "valtio";
import { useLocation, useSearch } from "wouter";
import { useTranslation } from "react-i18next";
import { roleFromServer } from "@app/domain/auth/roles";
import { session } from "../../lib/session/session-store";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { CourseSelect } from "./course-select";
import { OwnProgress } from "./own-progress";
import { ProgressSection } from "./progress-section";
import { StaffCharts } from "./staff-charts";
import { busiestCourse, courseOptions, summarize } from "./stats-model";
import { SummaryTiles } from "./summary-tiles";
import { useAllStatisticsRows } from "./use-statistics-queries";
import "./users-statistics.css";
import "./users-statistics-own.css";

/** A student sees his own progress; anyone with another role sees the students he is responsible for. */
const useStaffView = (): boolean => {
  const { login } = useSnapshot(session);
  return login.allRoles.length > 0
    ? login.allRoles.some((role) => roleFromServer(role) !== "STUDENT")
    : login.role !== "STUDENT";
};

/** /usersStatistics (all five roles, SPEC §6): progress per student and per course, with charts. */
export const UsersStatisticsPage = () => {
  const { t } = useTranslation("users-statistics");
  useDocumentTitle(t("title"));
  const staff = useStaffView();
  const [location, navigate] = useLocation();
  const raw = new URLSearchParams(useSearch()).get("course");
  const all = useAllStatisticsRows();
  const rows = all.data?.rows ?? [];
  const options = courseOptions(rows);
  const chosen = raw !== null && /^\d+$/.test(raw) ? options.find((o) => o.id === Number(raw)) : undefined;
  const shown = chosen === undefined ? rows : rows.filter((r) => r.course.id === chosen.id);

  return (
    <section className="stats-page">
      <header className="stats-header">
        <div>
          <h1>{t("title")}</h1>
          <p className="muted stats-lead">{staff ? t("lead") : t("leadOwn")}</p>
        </div>
        {staff && options.length > 0 && (
          <CourseSelect
            options={options}
            value={chosen?.id}
            onChange={(id) => navigate(id === undefined ? location : `${location}?course=${id}`, { replace: true })}
          />
        )}
      </header>
      {all.isPending && <p className="muted stats-placeholder">{t("loading")}</p>}
      {all.isError && (
        <div className="stats-placeholder" role="alert">
          <p>{t("loadError")}</p>
          <button type="button" className="button" onClick={() => void all.refetch()}>
            {t("retry")}
          </button>
        </div>
      )}
      {all.isSuccess && rows.length === 0 && (
        <div className="stats-placeholder stats-empty">
          <p className="stats-empty-title">{t("empty")}</p>
          <p className="muted">{t("emptyHint")}</p>
        </div>
      )}
      {all.data?.truncated === true && <p className="muted">{t("truncated", { count: rows.length })}</p>}
      {rows.length > 0 &&
        (staff ? (
          <>
            <SummaryTiles summary={summarize(shown)} />
            <StaffCharts
              rows={shown}
              funnelCourse={chosen ?? busiestCourse(options)}
              courseChosen={chosen !== undefined}
            />
            <ProgressSection courseId={chosen?.id} showStudent />
          </>
        ) : (
          <>
            <OwnProgress rows={rows} />
            <ProgressSection courseId={undefined} showStudent={false} />
          </>
        ))}
    </section>
  );
};
