import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { DiscussionPost, DiscussionReply } from "@app/domain/api/social";
import { apiClient } from "../../lib/api/client";
import { errorMessages } from "../../lib/api/api-error";
import { useProfile } from "../../lib/api/profile-query";
import { socialApi } from "../../lib/api/social-api";
import { OfflineNotice, usePendingRequests } from "../../lib/offline/offline-notice";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { ConfirmModal } from "../../lib/ui/confirm-modal";
import { DiscussionForm } from "./discussion-form";
import { DiscussionPostItem } from "./discussion-post";
import { ShowMore } from "./show-more";
import { socialKeys } from "./social-keys";
import { TabStatus } from "./tab-status";
import { usePaged } from "./use-paged";
import "./social-posts.css";
import "./social-rating.css";
import "./social-threads.css";
import { itemsOfPages } from "@app/domain/api/paging";
import { refreshAfterWrite } from "../../lib/api/refresh-after-write";

const PER_PAGE = 10;

/**
 * `Обсуждение`: the course's threads, newest first, each with its replies (issue #30), a form to write
 * one, and deleting one's own post or reply (after a confirm; a first post takes its replies).
 */
export const DiscussionTab = ({ courseID }: { readonly courseID: string }) => {
  const { t } = useTranslation("course-social");
  const courseId = Number(courseID);
  const queryClient = useQueryClient();
  const me = useProfile().data?.user_id;
  const posts = usePaged(socialKeys.discussion(courseID), (page) =>
    socialApi(apiClient).discussion(courseId, { page, perPage: PER_PAGE }),
  );
  const [deleting, setDeleting] = useState<DiscussionPost | DiscussionReply | null>(null);
  const refresh = () => refreshAfterWrite(queryClient, socialKeys.discussion(courseID));
  const remove = useMutation({
    mutationFn: (postId: number) => socialApi(apiClient).deletePost(courseId, postId),
    onSuccess: async () => {
      setDeleting(null);
      notifySuccess(t("discussion.deleted"));
      await refresh();
    },
    onError: (error) => notifyError(errorMessages(error)[0] ?? ""),
  });
  const items = itemsOfPages(posts.data?.pages, (p) => p.id);
  // Posts written offline, kept in the outbox until the network is back (issue #15).
  const waiting = usePendingRequests().flatMap(({ id, request }) =>
    request._tag === "DiscussionPost" && request.courseID === courseID ? [{ id, text: request.text }] : [],
  );

  return (
    <section className="social-tab" aria-labelledby="discussion-title">
      <h2 id="discussion-title">{t("discussion.title")}</h2>
      <OfflineNotice />
      <DiscussionForm courseId={courseId} onPosted={refresh} />
      <TabStatus pending={posts.isPending} failed={posts.isError} />
      {waiting.length > 0 && (
        <ul className="social-posts social-posts-waiting" aria-label={t("discussion.waitingLabel")}>
          {waiting.map((post) => (
            <li key={post.id} className="social-post is-waiting">
              <div className="social-post-body">
                <p className="social-post-meta">
                  <span className="social-badge">{t("discussion.waiting")}</span>
                </p>
                <p className="social-post-text">{post.text}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {posts.isSuccess && items.length === 0 && waiting.length === 0 && (
        <p className="social-empty">{t("discussion.empty")}</p>
      )}
      {items.length > 0 && (
        <ul className="social-posts" aria-label={t("discussion.listLabel")}>
          {items.map((post) => (
            <DiscussionPostItem
              key={post.id}
              courseId={courseId}
              post={post}
              me={me}
              onDelete={setDeleting}
              onReplied={refresh}
            />
          ))}
        </ul>
      )}
      <ShowMore
        hasNextPage={posts.hasNextPage}
        isFetchingNextPage={posts.isFetchingNextPage}
        fetchNextPage={posts.fetchNextPage}
      />
      <ConfirmModal
        open={deleting !== null}
        title={t("discussion.confirmTitle")}
        lead={t("discussion.confirmText")}
        confirmLabel={t("discussion.confirm")}
        cancelLabel={t("discussion.cancel")}
        busy={remove.isPending}
        onConfirm={() => deleting !== null && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
};
