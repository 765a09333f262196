import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { StudentCourse } from "@app/domain/api/passage";
import { mayAnswerReview, mayEditReview } from "@app/domain/social/conversation-rules";
import { apiClient } from "../../lib/api/client";
import { errorMessages } from "../../lib/api/api-error";
import { myCourseQueryKey, useMyCourse } from "../../lib/api/my-course-query";
import { useProfile } from "../../lib/api/profile-query";
import { socialApi } from "../../lib/api/social-api";
import { OfflineNotice } from "../../lib/offline/offline-notice";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { ConfirmModal } from "../../lib/ui/confirm-modal";
import { ReviewForm } from "./review-form";
import { ReviewItem } from "./review-item";
import { ShowMore } from "./show-more";
import { socialKeys } from "./social-keys";
import { Stars } from "./stars";
import { TabStatus } from "./tab-status";
import { usePaged } from "./use-paged";
import "./social-posts.css";
import "./social-rating.css";
import "./social-threads.css";
import { formatNumber } from "../../lib/i18n/format";
import { itemsOfPages } from "@app/domain/api/paging";
import { refreshAfterWrite } from "../../lib/api/refresh-after-write";

const PER_PAGE = 10;

/**
 * `Отзывы`: the course's reviews with their average, the student's one review (write, edit in place
 * or delete), and for the course's staff an answer under each (issue #30).
 */
export const ReviewsTab = ({ courseID }: { readonly courseID: string }) => {
  const { t } = useTranslation("course-social");
  const courseId = Number(courseID);
  const queryClient = useQueryClient();
  const course = useMyCourse(courseID).data;
  const me = useProfile().data?.user_id;
  const reviews = usePaged(socialKeys.reviews(courseID), (page) =>
    socialApi(apiClient).reviews(courseId, { page, perPage: PER_PAGE }),
  );
  const [deleting, setDeleting] = useState<number | null>(null);

  /** The course view carries has_testimonial_by_auth_user: keep it true to what just happened. */
  const markReviewed = async (reviewed: boolean) => {
    queryClient.setQueryData<StudentCourse>(myCourseQueryKey(courseID), (old) =>
      old === undefined ? old : { ...old, general: { ...old.general, has_testimonial_by_auth_user: reviewed } },
    );
    await refreshAfterWrite(queryClient, socialKeys.reviews(courseID));
  };
  const remove = useMutation({
    mutationFn: (reviewId: number) => socialApi(apiClient).deleteReview(courseId, reviewId),
    onSuccess: async () => {
      setDeleting(null);
      notifySuccess(t("reviews.deleted"));
      await markReviewed(false);
    },
    onError: (error) => notifyError(errorMessages(error)[0] ?? ""),
  });

  const items = itemsOfPages(reviews.data?.pages, (r) => r.id);
  const summary = reviews.data?.pages[0]?.summary;
  // The page asks the domain's rules; the server checks them again (issue #30). Staff see the course as a preview.
  const viewer = me === undefined ? undefined : { userId: me, staff: course?.preview === true };
  const isMine = (authorId: number) => viewer !== undefined && mayEditReview(viewer, { authorId });
  const answers = viewer !== undefined && mayAnswerReview(viewer);
  const reviewed =
    course?.general.has_testimonial_by_auth_user === true || items.some((review) => isMine(review.author.id));
  const canWrite = course !== undefined && !course.preview && reviews.isSuccess && !reviewed;

  return (
    <section className="social-tab" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t("reviews.title")}</h2>
      <OfflineNotice />
      {summary !== undefined && summary.average_rating !== null && (
        <p className="reviews-summary">
          <Stars rating={summary.average_rating} size={22} />
          <strong>{t("reviews.average", { rating: formatNumber(summary.average_rating) })}</strong>
          <span className="muted">{t("reviews.count", { count: summary.count })}</span>
        </p>
      )}
      {canWrite && <ReviewForm courseId={courseId} onWritten={() => markReviewed(true)} />}
      {reviewed && (
        <p className="reviews-already" role="status">
          {t("reviews.already")}
        </p>
      )}
      <TabStatus pending={reviews.isPending} failed={reviews.isError} />
      {reviews.isSuccess && items.length === 0 && <p className="social-empty">{t("reviews.none")}</p>}
      {items.length > 0 && (
        <ul className="social-posts" aria-label={t("reviews.listLabel")}>
          {items.map((review) => (
            <ReviewItem
              key={review.id}
              courseId={courseId}
              review={review}
              mine={isMine(review.author.id)}
              answers={answers}
              onDelete={() => setDeleting(review.id)}
              onChanged={() => refreshAfterWrite(queryClient, socialKeys.reviews(courseID))}
            />
          ))}
        </ul>
      )}
      <ShowMore
        hasNextPage={reviews.hasNextPage}
        isFetchingNextPage={reviews.isFetchingNextPage}
        fetchNextPage={reviews.fetchNextPage}
      />
      <ConfirmModal
        open={deleting !== null}
        title={t("reviews.confirmTitle")}
        lead={t("reviews.confirmText")}
        confirmLabel={t("reviews.confirm")}
        cancelLabel={t("reviews.cancel")}
        busy={remove.isPending}
        onConfirm={() => deleting !== null && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
};
