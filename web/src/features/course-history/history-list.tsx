import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { SESSION_PAUSE_MS } from "@app/domain/course-history/editing-session";
import type { VersionEntry } from "@app/domain/course-history/history-entry";
import type { HistoryFilter } from "../../lib/api/course-history-api";
import { authorName } from "./author-name";
import { groupByDay, timeOf, type DayLabel } from "./day-groups";
import { OutlineFilter } from "./outline-filter";
import { useHistoryPages } from "./use-history-pages";
import { VersionName } from "./version-name";

type Props = { readonly courseID: string; readonly readOnly: boolean };

type EntryProps = {
  readonly courseID: string;
  readonly entry: VersionEntry;
  readonly current: boolean;
  readonly readOnly: boolean;
};

const EntryItem = ({ courseID, entry: listed, current, readOnly }: EntryProps) => {
  const { t } = useTranslation("course-history");
  // The entry as named here since the list loaded (the answer of `Назвать версию`).
  const [entry, setEntry] = useState(listed);
  const author = authorName(entry.author);
  // What kind of version it is, unless the summary already says it (the first version: `Курс создан`).
  const kindLine =
    entry.kind === "save"
      ? null
      : entry.kind === "restore" && entry.restored_from !== null
        ? t("entry.restoredFrom", { version: entry.restored_from })
        : t(`entry.kind.${entry.kind}`);
  const time = timeOf(entry.saved_at);
  return (
    <li className="history-entry" data-testid="history-entry">
      <div className="history-entry-head">
        <time dateTime={entry.saved_at} className="history-entry-time">
          {time}
        </time>
        <Link href={`/createdCourses/${courseID}/history/${entry.version}`} className="history-entry-link">
          {t("entry.version", { version: entry.version })}
        </Link>
        {author === null ? (
          <span className="history-entry-author muted">{t("entry.unknownAuthor")}</span>
        ) : (
          <span className="history-entry-author" translate="no">
            {author}
          </span>
        )}
        {entry.published && <span className="history-badge history-badge-published">{t("entry.published")}</span>}
        {current && <span className="history-badge">{t("entry.current")}</span>}
      </div>
      <VersionName courseID={courseID} entry={entry} canEdit={!readOnly} onNamed={setEntry} />
      {kindLine !== null && !entry.summary.includes(kindLine) && <p className="history-entry-kind muted">{kindLine}</p>}
      {entry.summary.length > 0 ? (
        <ul className="history-entry-summary" translate="no">
          {entry.summary.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : (
        entry.kind === "save" && <p className="muted">{t("entry.noSummary")}</p>
      )}
    </li>
  );
};

/** The `История` tab's list: versions grouped by day, newest first, filtered by section or lesson, paged. */
export const HistoryList = ({ courseID, readOnly }: Props) => {
  const { t } = useTranslation("course-history");
  const [filter, setFilter] = useState<HistoryFilter>({});
  const history = useHistoryPages(courseID, filter);
  const [now] = useState(() => new Date());
  const dayName = (label: DayLabel): string =>
    label.kind === "today" ? t("today") : label.kind === "yesterday" ? t("yesterday") : label.text;
  const groups = groupByDay(history.entries, (entry) => entry.saved_at, now);

  return (
    <section className="history" aria-labelledby="history-title">
      <div className="history-top">
        <h2 id="history-title">{t("title")}</h2>
        <Link href={`/createdCourses/${courseID}/history/unpublished`} className="history-unpublished-link">
          {t("unpublishedLink")}
        </Link>
      </div>
      <p className="muted history-lead">{t("lead", { count: SESSION_PAUSE_MS / 60_000 })}</p>
      <OutlineFilter courseID={courseID} filter={filter} onChange={setFilter} />
      {history.status === "loading" && <p className="muted">{t("loading")}</p>}
      {history.status === "error" && (
        <p className="form-error" role="alert">
          {t("loadError")}
        </p>
      )}
      {history.status === "ready" && history.entries.length === 0 && <p className="muted">{t("empty")}</p>}
      {groups.map((group) => (
        <section key={group.key} className="history-day" aria-labelledby={`history-day-${group.key}`}>
          <h3 id={`history-day-${group.key}`} className="history-day-title">
            {dayName(group.label)}
          </h3>
          <ol className="history-entries">
            {group.items.map((entry) => (
              <EntryItem
                key={entry.version}
                courseID={courseID}
                entry={entry}
                readOnly={readOnly}
                current={entry.version === (history.meta?.latest_version ?? history.meta?.current_version)}
              />
            ))}
          </ol>
        </section>
      ))}
      {history.hasMore && (
        <button type="button" className="button" onClick={history.more} disabled={history.loadingMore}>
          {t("more")}
        </button>
      )}
    </section>
  );
};
