import { useTranslation } from "react-i18next";
import { parseVideoLink, VIDEO_PROVIDER_NAMES } from "@app/domain/course/video-link";
import { updateBlock, type BlockAddress } from "./block-edit";
import { Field } from "./text-fields";

/** A video block's link to YouTube, Vimeo or RuTube, beside its file (the file plays when both are set). */
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
  const video = parseVideoLink(link);
  return (
    <>
      <Field
        label={t("video.link")}
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        value={link}
        error={error}
        onChange={(event) => {
          const value = event.target.value;
          updateBlock(address, "video", (current) => {
            const { link: _old, ...rest } = current;
            return value.trim() === "" ? rest : { ...rest, link: value };
          });
        }}
      />
      {video !== undefined && error === undefined && (
        <p className="muted video-link-note">
          {t("video.recognized", { provider: VIDEO_PROVIDER_NAMES[video.provider] })}
        </p>
      )}
    </>
  );
};
