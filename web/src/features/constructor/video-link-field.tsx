import { useState } from "react";
import { useTranslation } from "react-i18next";
import { parseVideoLink, VIDEO_PROVIDER_NAMES, videoLinkProblem } from "@app/domain/course/video-link";
import { updateBlock, type BlockAddress } from "./block-edit";
import { Field } from "./text-fields";

/**
 * A video block's link to YouTube, Vimeo or RuTube, beside its file (the file plays when both are
 * set). A link that names no such video is flagged as soon as the author leaves the field (issue #29),
 * with the publish checks' own rule and words, and the flag follows the link from then on.
 */
export const VideoLinkField = ({
  address,
  link,
  error,
}: {
  readonly address: BlockAddress;
  readonly link: string;
  readonly error: string | undefined;
}) => {
  const { t } = useTranslation("rich-content");
  const [left, setLeft] = useState(false);
  const video = parseVideoLink(link);
  const shown = error ?? (left ? videoLinkProblem(link) : undefined);
  return (
    <>
      <Field
        label={t("video.link")}
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        value={link}
        error={shown}
        onBlur={() => setLeft(true)}
        onChange={(event) => {
          const value = event.target.value;
          updateBlock(address, "video", (current) => {
            const { link: _old, ...rest } = current;
            return value.trim() === "" ? rest : { ...rest, link: value };
          });
        }}
      />
      {video !== undefined && shown === undefined && (
        <p className="muted video-link-note">
          {t("video.recognized", { provider: VIDEO_PROVIDER_NAMES[video.provider] })}
        </p>
      )}
    </>
  );
};
