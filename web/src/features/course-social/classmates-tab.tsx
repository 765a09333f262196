import { useTranslation } from "react-i18next";
import type { Classmate } from "@app/domain/api/social";
import { apiClient } from "../../lib/api/client";
import { socialApi } from "../../lib/api/social-api";
import { Avatar } from "../../lib/ui/avatar";
import { personName } from "./person";
import { ShowMore } from "./show-more";
import { socialKeys } from "./social-keys";
import { TabStatus } from "./tab-status";
import { usePaged } from "./use-paged";
import "./social-posts.css";
import "./social-rating.css";
import "./social-threads.css";
import { itemsOfPages } from "@app/domain/api/paging";

const PER_PAGE = 12;

const ClassmateCard = ({ classmate }: { readonly classmate: Classmate }) => {
  const { t } = useTranslation("course-social");
  const { progress } = classmate;
  const percent = Math.max(0, Math.min(100, progress.percent));
  return (
    <li className="classmate">
      <Avatar picture={classmate.student.avatar} name={personName(classmate.student, t("anonymous"))} size={55} />
      <div className="classmate-progress">
        <div
          className="social-bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t("classmates.progressLabel", { percent })}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <p className="muted">
          {t("classmates.progress", { done: progress.completed_lessons, count: progress.total_lessons })}
        </p>
      </div>
    </li>
  );
};

/** `Однокурсники`: the course's other students with their progress, page by page. */
export const ClassmatesTab = ({ courseID }: { readonly courseID: string }) => {
  const { t } = useTranslation("course-social");
  const courseId = Number(courseID);
  const classmates = usePaged(socialKeys.classmates(courseID), (page) =>
    socialApi(apiClient).classmates(courseId, { page, perPage: PER_PAGE }),
  );
  const items = itemsOfPages(classmates.data?.pages, (c) => c.student.id);
  const total = classmates.data?.pages[0]?.meta.total;

  return (
    <section className="social-tab" aria-labelledby="classmates-title">
      <h2 id="classmates-title">{t("classmates.title")}</h2>
      {total !== undefined && total > 0 && <p className="muted">{t("classmates.total", { count: total })}</p>}
      <TabStatus pending={classmates.isPending} failed={classmates.isError} />
      {classmates.isSuccess && items.length === 0 && <p className="social-empty">{t("classmates.empty")}</p>}
      {items.length > 0 && (
        <ul className="classmates" aria-label={t("classmates.title")}>
          {items.map((classmate) => (
            <ClassmateCard key={classmate.student.id} classmate={classmate} />
          ))}
        </ul>
      )}
      <ShowMore
        hasNextPage={classmates.hasNextPage}
        isFetchingNextPage={classmates.isFetchingNextPage}
        fetchNextPage={classmates.fetchNextPage}
      />
    </section>
  );
};
