import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useParams, useSearch } from "wouter";
import { useTranslation } from "react-i18next";
import { itemsOfPages } from "@app/domain/api/paging";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { idParam } from "./check-params";
import { LoadState } from "./load-state";
import { neighbours, nextAfterDecision, queueFiltersOf, withFilter, type QueueParam } from "./queue-params";
import { QueueFiltersBar } from "./queue-filters";
import { KeysDialog } from "./keys-dialog";
import { QueueWork } from "./queue-work";
import { useReviewQueue } from "./review-queries";
import { SubmissionList } from "./submission-list";
import { useReviewKeys } from "./use-review-keys";
import { BankLink } from "./comment-bank/bank-link";
import { QueueDownload } from "./queue-download";
import "./checking-queue.css";
import "./checking-desk.css";

const QUEUE_PATH = "/availableCourses/queue";

/**
 * /availableCourses/queue/{id}? (issue #34 part 1): every work waiting for the reviewer across his
 * courses, oldest first, with filters in the address; a work opens beside the list with `N из M`,
 * and the desk's keys move through the queue.
 */
export const ReviewQueuePage = () => {
  const { t } = useTranslation("checking");
  useDocumentTitle(t("queue.title"));
  const [, navigate] = useLocation();
  const search = useSearch();
  const query = search === "" ? "" : `?${search}`;
  const openId = idParam(useParams<{ id?: string }>().id);
  const filters = queueFiltersOf(search);
  const queue = useReviewQueue(filters);
  const first = queue.data?.pages[0];
  const works = itemsOfPages(queue.data?.pages, (work) => work.id);
  const ids = works.map((work) => work.id);
  const total = queue.data?.pages[queue.data.pages.length - 1]?.meta.total ?? 0;
  const around = openId === undefined ? undefined : neighbours(ids, openId);

  // The queue as it was when the work was opened: after a decision the next one is found in it,
  // though the refreshed queue no longer holds the decided work.
  const idsAtOpen = useRef<ReadonlyArray<number>>(ids);
  if (openId !== undefined && ids.includes(openId)) idsAtOpen.current = ids;

  // Near the end of what is loaded, the next page comes in.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = queue;
  const nearEnd = around !== undefined && around.index >= ids.length - 3;
  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const href = (id: number) => `${QUEUE_PATH}/${id}${query}`;
  const open = (id: number) => navigate(href(id));
  const decided = () => {
    if (openId === undefined) return;
    const next = nextAfterDecision(idsAtOpen.current, openId);
    navigate(next === undefined ? `${QUEUE_PATH}${query}` : href(next));
  };
  // A new filter moves the focus to the list's heading (its count is read out), out of the field, so J works at once.
  const listHeading = useRef<HTMLHeadingElement>(null);
  const change = (param: QueueParam, value: string) => {
    navigate(`${QUEUE_PATH}${withFilter(search, param, value)}`);
    listHeading.current?.focus();
  };

  // With no work open, J opens the first one and ? lists the keys (QueueWork has them once one is open).
  const [help, setHelp] = useState(false);
  useReviewKeys(
    { next: () => ids[0] !== undefined && open(ids[0]), help: () => setHelp(true) },
    openId === undefined && !help,
  );

  return (
    <section
      className={openId === undefined ? "checking page-container" : "checking page-container check-queue-has-work"}
    >
      <header className="check-header">
        <h1>{t("queue.title")}</h1>
        <Link href="/availableCourses" className="check-queue-courses">
          {t("queue.byCourse")}
        </Link>
        <BankLink className="check-queue-bank" />
        <QueueDownload filters={filters} />
      </header>
      <QueueFiltersBar
        filters={filters}
        counts={first?.counts}
        courses={first?.courses ?? []}
        tasks={first?.tasks ?? []}
        groups={first?.groups ?? []}
        onChange={change}
      />
      <div className={openId === undefined ? "check-exercise" : "check-exercise check-queue-open"}>
        <section className="check-exercise-list" aria-labelledby="check-queue-list-title">
          <h2 id="check-queue-list-title" ref={listHeading} tabIndex={-1}>
            {t("queue.listTitle", { count: total })}
          </h2>
          <LoadState query={queue} />
          {queue.isSuccess && works.length === 0 && <p className="check-empty">{t("queue.empty")}</p>}
          {works.length > 0 && (
            <SubmissionList
              items={works.map((work) => ({ ...work, place: `${work.course_name} · ${work.task_name ?? ""}` }))}
              selected={openId}
              hrefOf={href}
            />
          )}
          {queue.hasNextPage && (
            <button
              type="button"
              className="button check-more"
              disabled={queue.isFetchingNextPage}
              onClick={() => void queue.fetchNextPage()}
            >
              {t("submissions.showMore")}
            </button>
          )}
        </section>
        {openId !== undefined ? (
          <QueueWork
            id={openId}
            place={(around?.index ?? -1) + 1}
            total={total}
            previous={around?.previous}
            next={around?.next}
            ahead={[around?.next, around?.previous, ids[(around?.index ?? -1) + 2]].flatMap((id) =>
              id === undefined ? [] : [id],
            )}
            open={open}
            decided={decided}
            closeHref={`${QUEUE_PATH}${query}`}
          />
        ) : (
          works.length > 0 && <p className="check-pick muted">{t("queue.pick")}</p>
        )}
      </div>
      {openId === undefined && <KeysDialog open={help} onClose={() => setHelp(false)} />}
    </section>
  );
};
