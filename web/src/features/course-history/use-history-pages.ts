import { useEffect, useState } from "react";
import { courseHistoryApi, type HistoryFilter, type HistoryPage } from "../../lib/api/course-history-api";
import { apiClient } from "../../lib/api/client";

const api = courseHistoryApi(apiClient);
export const PER_PAGE = 20;

type Entry = HistoryPage["data"][number];

export type HistoryPages = {
  readonly status: "loading" | "ready" | "error";
  readonly entries: ReadonlyArray<Entry>;
  readonly meta: HistoryPage["meta"] | null;
  readonly loadingMore: boolean;
  readonly hasMore: boolean;
  readonly more: () => void;
};

type State = {
  readonly key: string;
  readonly status: HistoryPages["status"];
  readonly entries: ReadonlyArray<Entry>;
  readonly meta: HistoryPage["meta"] | null;
  readonly pages: number;
  readonly loadingMore: boolean;
};

const start = (key: string): State => ({
  key,
  status: "loading",
  entries: [],
  meta: null,
  pages: 0,
  loadingMore: false,
});

/** The versions of a course, newest first, a page at a time (`Показать ещё` adds the next one); a new filter starts over. */
export const useHistoryPages = (courseID: string, filter: HistoryFilter): HistoryPages => {
  const key = `${courseID}|${filter.section ?? ""}|${filter.lesson ?? ""}`;
  const [state, setState] = useState<State>(() => start(key));
  const [wanted, setWanted] = useState({ key, pages: 1 });
  const pages = wanted.key === key ? wanted.pages : 1;

  useEffect(() => {
    let live = true;
    const page = pages;
    setState((old) => (old.key === key && page > 1 ? { ...old, loadingMore: true } : start(key)));
    api.list(Number(courseID), page, PER_PAGE, filter).then(
      (answer) =>
        live &&
        setState((old) => ({
          key,
          status: "ready",
          entries: page === 1 || old.key !== key ? answer.data : [...old.entries, ...answer.data],
          meta: answer.meta,
          pages: page,
          loadingMore: false,
        })),
      () => live && setState((old) => ({ ...old, key, status: "error", loadingMore: false })),
    );
    return () => {
      live = false;
    };
    // `filter` is read through `key`, which names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, pages, courseID]);

  const current = state.key === key ? state : start(key);
  return {
    status: current.status,
    entries: current.entries,
    meta: current.meta,
    loadingMore: current.loadingMore,
    hasMore: current.meta !== null && current.entries.length < current.meta.total,
    more: () => setWanted({ key, pages: pages + 1 }),
  };
};
