import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DiscussionPost, DiscussionReply } from "@app/domain/api/social";
import { Avatar } from "../../lib/ui/avatar";
import { formatDateTime, personName } from "./person";
import { ReplyForm } from "./reply-form";

type Entry = DiscussionPost | DiscussionReply;

type EntryProps = {
  readonly entry: Entry;
  readonly mine: boolean;
  readonly onReply: () => void;
  readonly onDelete: () => void;
};

/** One post or reply: the author's avatar and name, the date, the text, `Ответить`, and `Удалить` on one's own. */
const EntryContent = ({ entry, mine, onReply, onDelete }: EntryProps) => {
  const { t } = useTranslation("course-social");
  const textId = useId();
  return (
    <>
      <span className="social-post-avatar" aria-hidden="true">
        <Avatar picture={entry.author.avatar} name="" size={40} imageOnly />
      </span>
      <div className="social-post-body">
        <p className="social-post-meta">
          <strong>{personName(entry.author, t("anonymous"))}</strong>
          {mine && <span className="social-badge">{t("you")}</span>}
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
        </p>
        <p className="social-post-text" id={textId}>
          {entry.text}
        </p>
        <p className="social-post-actions">
          <button type="button" className="social-link-button" aria-describedby={textId} onClick={onReply}>
            {t("discussion.reply")}
          </button>
        </p>
      </div>
      {mine && (
        <button
          type="button"
          className="button button-small social-post-delete"
          aria-describedby={textId}
          onClick={onDelete}
        >
          {t("discussion.delete")}
        </button>
      )}
    </>
  );
};

type Props = {
  readonly courseId: number;
  readonly post: DiscussionPost;
  readonly me: number | undefined;
  readonly onDelete: (entry: Entry) => void;
  readonly onReplied: () => Promise<void>;
};

/**
 * A thread of the discussion (issue #30, as Stepik's comments): its first post, its replies indented
 * under it (oldest first), `Ответить` under each, whose form opens at the thread's end: a reply to a
 * reply goes into the same thread.
 */
export const DiscussionPostItem = ({ courseId, post, me, onDelete, onReplied }: Props) => {
  const { t } = useTranslation("course-social");
  const [answering, setAnswering] = useState<Entry | null>(null);
  const mine = (entry: Entry) => me !== undefined && entry.author.id === me;
  return (
    <li className="social-post">
      <EntryContent entry={post} mine={mine(post)} onReply={() => setAnswering(post)} onDelete={() => onDelete(post)} />
      {(post.replies.length > 0 || answering !== null) && (
        <div className="social-thread">
          {post.replies.length > 0 && (
            <ul className="social-replies" aria-label={t("discussion.repliesLabel")}>
              {post.replies.map((reply) => (
                <li key={reply.id} className="social-post social-reply">
                  <EntryContent
                    entry={reply}
                    mine={mine(reply)}
                    onReply={() => setAnswering(reply)}
                    onDelete={() => onDelete(reply)}
                  />
                </li>
              ))}
            </ul>
          )}
          {answering !== null && (
            <ReplyForm
              key={answering.id}
              courseId={courseId}
              replyTo={answering.id}
              name={personName(answering.author, t("anonymous"))}
              onCancel={() => setAnswering(null)}
              onSent={async () => {
                setAnswering(null);
                await onReplied();
              }}
            />
          )}
        </div>
      )}
    </li>
  );
};
