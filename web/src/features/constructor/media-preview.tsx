import { useTranslation } from "react-i18next";
import type { BlockContent } from "@app/domain/course/block-content";
import { parseVideoLink } from "@app/domain/course/video-link";
import { VideoEmbed } from "../../lib/blocks/video-embed";

type Media = Extract<BlockContent, { file: unknown }>;

/**
 * What the student will see of an image or a video, inside the editor (issue #20): the picture, the
 * video file's player, or the linked video's player. Other kinds show their file's name already.
 */
export const MediaPreview = ({ content }: { readonly content: Media }) => {
  const { t } = useTranslation("rich-content");
  const label = t("preview.label");
  if (content._tag === "image" && content.file !== null)
    return (
      <figure className="media-preview" aria-label={label}>
        <img src={content.file.url} alt={content.title === "" ? content.file.name : content.title} loading="lazy" />
      </figure>
    );
  if (content._tag !== "video") return null;
  if (content.file !== null)
    return (
      <figure className="media-preview" aria-label={label}>
        <video controls preload="metadata" src={content.file.url} aria-label={content.title || content.file.name} />
      </figure>
    );
  const link = content.link ?? "";
  return parseVideoLink(link) === undefined ? null : (
    <figure className="media-preview" aria-label={label}>
      <VideoEmbed link={link} title={content.title} />
    </figure>
  );
};
