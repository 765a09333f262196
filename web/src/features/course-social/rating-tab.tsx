import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { apiClient } from "../../lib/api/client";
import { socialApi } from "../../lib/api/social-api";
import { Avatar } from "../../lib/ui/avatar";
import { personName } from "./person";
import { socialKeys } from "./social-keys";
import { TabStatus } from "./tab-status";
import "./social-posts.css";
import "./social-rating.css";
import "./social-threads.css";

/** `Рейтинг`: every student of the course by points; the current student's row is highlighted. */
export const RatingTab = ({ courseID }: { readonly courseID: string }) => {
  const { t } = useTranslation("course-social");
  const rating = useQuery({
    queryKey: socialKeys.rating(courseID),
    queryFn: () => socialApi(apiClient).rating(Number(courseID)),
    staleTime: 0,
    refetchOnMount: "always",
  });
  const entries = rating.data?.entries ?? [];
  const me = rating.data?.me ?? null;

  return (
    <section className="social-tab" aria-labelledby="rating-title">
      <h2 id="rating-title">{t("rating.title")}</h2>
      <p className="muted">{t("rating.rules")}</p>
      <TabStatus pending={rating.isPending} failed={rating.isError} />
      {me !== null && (
        <p className="rating-me-summary">
          <strong>{t("rating.me", { place: me.place, count: entries.length })}</strong>
          <span>{t("rating.myPoints", { count: me.points })}</span>
        </p>
      )}
      {rating.isSuccess && entries.length === 0 && <p className="social-empty">{t("rating.empty")}</p>}
      {entries.length > 0 && (
        <div className="rating-scroll" role="region" aria-label={t("rating.region")} tabIndex={0}>
          <table className="rating-table">
            <caption className="visually-hidden">{t("rating.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("rating.place")}</th>
                <th scope="col">{t("rating.student")}</th>
                <th scope="col">{t("rating.points")}</th>
                <th scope="col" className="rating-extra">
                  {t("rating.tests")}
                </th>
                <th scope="col" className="rating-extra">
                  {t("rating.tasks")}
                </th>
                <th scope="col" className="rating-extra">
                  {t("rating.lessons")}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const mine = me !== null && entry.student.id === me.student.id;
                return (
                  <tr
                    key={entry.student.id}
                    className={mine ? "rating-me" : undefined}
                    aria-current={mine ? "true" : undefined}
                  >
                    <td className="rating-place">{entry.place}</td>
                    <th scope="row" className="rating-student">
                      <Avatar
                        picture={entry.student.avatar}
                        name={personName(entry.student, t("anonymous"))}
                        size={40}
                      />
                      {mine && <span className="social-badge">{t("you")}</span>}
                    </th>
                    <td className="rating-points">{entry.points}</td>
                    <td className="rating-extra">{entry.test_points}</td>
                    <td className="rating-extra">{entry.accepted_tasks}</td>
                    <td className="rating-extra">{entry.completed_lessons}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
};
