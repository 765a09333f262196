import { lazy, Suspense, useCallback } from "react";
import { useTranslation } from "react-i18next";
import { BLOCK_KIND_LABELS, type BlockContent, type TextContent } from "@app/domain/course/block-content";
import type { EditorValue } from "../../lib/rich-editor/editor-value";
import { LIMITS } from "@app/domain/constants";
import { blockField, contentNow, updateBlock, type BlockAddress } from "./block-edit";
import { FilePicker } from "./file-picker";
import { MediaPreview } from "./media-preview";
import { Field } from "./text-fields";
import { VideoLinkField } from "./video-link-field";

type Errors = ReadonlyMap<string, string>;
type Media = Extract<BlockContent, { file: unknown }>;

/** What a media kind's file picker offers. */

const RichTextEditor = lazy(() => import("../../lib/rich-editor/rich-text-editor"));

/** `Текст`: the rich text editor (its own chunk, loaded with the first text block on screen). */
export const TextBlockEditor = ({
  address,
  content,
  errors,
}: {
  readonly address: BlockAddress;
  readonly content: typeof TextContent.Type;
  readonly errors: Errors;
}) => {
  const { t } = useTranslation("constructor");
  const onChange = useCallback(
    (value: EditorValue) =>
      updateBlock(address, "text", () =>
        value.format === undefined ? { _tag: "text", text: value.text } : { _tag: "text", ...value },
      ),
    [address],
  );
  return (
    // Carries the field path: a problem's link focuses the editor inside (lib/authoring/show-field.ts).
    <div data-field={blockField(address, "text")}>
      <Suspense fallback={<div className="rich-editor-placeholder" style={{ minHeight: 150 }} aria-busy="true" />}>
        <RichTextEditor
          label={t("text")}
          value={content.format === undefined ? { text: content.text } : { text: content.text, format: content.format }}
          error={errors.get(blockField(address, "text"))}
          onChange={onChange}
          latest={() => {
            const now = contentNow(address);
            if (now?._tag !== "text") return undefined;
            return now.format === undefined ? { text: now.text } : { text: now.text, format: now.format };
          }}
        />
      </Suspense>
    </div>
  );
};

/** The seven media kinds: a title and one uploaded file; a video may come by link instead (issue #20). */
export const MediaBlockEditor = ({
  address,
  content,
  errors,
}: {
  readonly address: BlockAddress;
  readonly content: Media;
  readonly errors: Errors;
}) => {
  const { t } = useTranslation("constructor");
  const kind = content._tag;
  return (
    <>
      <Field
        label={t("title")}
        value={content.title}
        maxLength={LIMITS.name}
        onChange={(event) => {
          const title = event.target.value;
          updateBlock(address, kind, (current) => ({ ...current, title }));
        }}
      />
      <FilePicker
        file={content.file}
        kind={kind}
        what={BLOCK_KIND_LABELS[kind]}
        error={errors.get(blockField(address, "file"))}
        field={blockField(address, "file")}
        onUploaded={(file) => updateBlock(address, kind, (current) => ({ ...current, file }))}
        onRemove={() => updateBlock(address, kind, (current) => ({ ...current, file: null }))}
      />
      {content._tag === "video" && (
        // The link's field path, for a problem's link (it focuses the input inside).
        <div data-field={blockField(address, "link")}>
          <VideoLinkField address={address} link={content.link ?? ""} error={errors.get(blockField(address, "link"))} />
        </div>
      )}
      <MediaPreview content={content} />
    </>
  );
};
