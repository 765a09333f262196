import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { DiscussionPost } from "@app/domain/api/social";
import { Avatar } from "../../lib/ui/avatar";
import { formatDateTime, personName } from "./person";

type Props = { readonly post: DiscussionPost; readonly mine: boolean; readonly onDelete: () => void };

/** A post: the author's avatar and name, the date, the text, and `Удалить` on one's own posts. */
export const DiscussionPostItem = ({ post, mine, onDelete }: Props) => {
  const { t } = useTranslation("course-social");
  const textId = useId();
  return (
    <li className="social-post">
      <span className="social-post-avatar" aria-hidden="true">
        <Avatar picture={post.author.avatar} name="" size={40} imageOnly />
      </span>
      <div className="social-post-body">
        <p className="social-post-meta">
          <strong>{personName(post.author, t("anonymous"))}</strong>
          {mine && <span className="social-badge">{t("you")}</span>}
          <time dateTime={post.created_at}>{formatDateTime(post.created_at)}</time>
        </p>
        <p className="social-post-text" id={textId}>
          {post.text}
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
    </li>
  );
};
