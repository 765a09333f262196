import { useTranslation } from "react-i18next";
import type { FileRef } from "@app/domain/course/ids";
import { FileLink } from "./file-link";
import { HtmlPresentation } from "./html-presentation";
import { VideoEmbed } from "./video-embed";

export type MediaKind = "image" | "video" | "audio" | "document" | "file" | "htmlPresentation" | "presentation";

/**
 * One medium by kind: the native element where the browser plays it, otherwise a download; a video
 * without a file plays from its YouTube, Vimeo or RuTube link.
 */
export const MediaBlock = ({
  kind,
  title,
  file,
  link,
}: {
  readonly kind: MediaKind;
  readonly title: string;
  readonly file: FileRef | null;
  readonly link?: string | undefined;
}) => {
  const { t } = useTranslation("passage");
  if (file === null && kind === "video" && link !== undefined && link.trim() !== "")
    return <VideoEmbed link={link} title={title} />;
  if (file === null) return <p className="muted">{t("blocks.noFile")}</p>;
  const label = title === "" ? file.name : title;
  switch (kind) {
    case "image":
      return <img className="block-image" src={file.url} alt={label} loading="lazy" decoding="async" />;
    case "video":
      return (
        <video className="block-video" controls preload="metadata" src={file.url} aria-label={label}>
          <FileLink file={file} />
        </video>
      );
    case "audio":
      return (
        <audio className="block-audio" controls preload="metadata" src={file.url} aria-label={label}>
          <FileLink file={file} />
        </audio>
      );
    case "htmlPresentation":
      return <HtmlPresentation file={file} title={label} />;
    case "document":
    case "presentation":
      return (
        <div className="block-download">
          <FileLink file={file} />
          <a className="block-open" href={file.url} target="_blank" rel="noopener noreferrer">
            {t("blocks.open")}
            <span className="visually-hidden"> {t("blocks.newTab")}</span>
          </a>
        </div>
      );
    case "file":
      return <FileLink file={file} />;
    default: {
      const never: never = kind;
      return never;
    }
  }
};
