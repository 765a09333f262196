import { useTranslation } from "react-i18next";
import { BLOCK_KIND_LABELS, type BlockContent } from "@app/domain/course/block-content";
import { LIMITS } from "@app/domain/constants";
import { blockField, updateBlock, type BlockAddress } from "./block-edit";
import { FilePicker } from "./file-picker";
import { AreaField, Field } from "./text-fields";

type Errors = ReadonlyMap<string, string>;
type Media = Extract<BlockContent, { file: unknown }>;

/** What a media kind's file picker offers. */

/** `Текст`: a plain textarea (never rendered as HTML). */
export const TextBlockEditor = ({
  address,
  text,
  errors,
}: {
  readonly address: BlockAddress;
  readonly text: string;
  readonly errors: Errors;
}) => {
  const { t } = useTranslation("constructor");
  return (
    <AreaField
      label={t("text")}
      rows={4}
      value={text}
      error={errors.get(blockField(address, "text"))}
      onChange={(event) => {
        const value = event.target.value;
        updateBlock(address, "text", (content) => ({ ...content, text: value }));
      }}
    />
  );
};

/** The seven media kinds: a title and one uploaded file. */
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
        onUploaded={(file) => updateBlock(address, kind, (current) => ({ ...current, file }))}
        onRemove={() => updateBlock(address, kind, (current) => ({ ...current, file: null }))}
      />
    </>
  );
};
