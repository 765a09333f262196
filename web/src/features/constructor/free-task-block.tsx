import { useTranslation } from "react-i18next";
import type { FreeTaskContent } from "@app/domain/course/block-content";
import { LIMITS } from "@app/domain/constants";
import { blockField, updateBlock, type BlockAddress } from "./block-edit";
import { FilePicker } from "./file-picker";
import { formatSize } from "../../lib/blocks/format-size";
import { AreaField, Field } from "./text-fields";
import { RubricEditor } from "./rubric-editor";

type Props = {
  readonly address: BlockAddress;
  readonly content: typeof FreeTaskContent.Type;
  readonly errors: ReadonlyMap<string, string>;
};

/** `Свободное задание`: title, text, attached files and the optional rubric. */
export const FreeTaskBlockEditor = ({ address, content, errors }: Props) => {
  const { t } = useTranslation("constructor");
  return (
    <>
      <Field
        label={t("freeTask.title")}
        value={content.title}
        maxLength={LIMITS.name}
        error={errors.get(blockField(address, "title"))}
        field={blockField(address, "title")}
        onChange={(event) => {
          const title = event.target.value;
          updateBlock(address, "freeTask", (current) => ({ ...current, title }));
        }}
      />
      <AreaField
        label={t("freeTask.text")}
        rows={3}
        value={content.text}
        onChange={(event) => {
          const text = event.target.value;
          updateBlock(address, "freeTask", (current) => ({ ...current, text }));
        }}
      />
      <div className="attachments">
        <p className="attachments-title">{t("file.attachments")}</p>
        <ul className="attachment-list">
          {content.files.map((file) => (
            <li key={file.id}>
              <a href={file.url} target="_blank" rel="noreferrer" translate="no">
                {file.name}
              </a>{" "}
              <span className="muted">{formatSize(file.size)}</span>{" "}
              <button
                type="button"
                className="text-button danger"
                onClick={() =>
                  updateBlock(address, "freeTask", (current) => ({
                    ...current,
                    files: current.files.filter((f) => f.id !== file.id),
                  }))
                }
              >
                {t("file.remove")}
                <span className="visually-hidden" translate="no">
                  {" "}
                  {file.name}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <FilePicker
          file={null}
          kind="file"
          what={t("file.attachments")}
          error={undefined}
          attach
          onUploaded={(file) =>
            updateBlock(address, "freeTask", (current) => ({ ...current, files: [...current.files, file] }))
          }
          onRemove={() => undefined}
        />
      </div>
      <RubricEditor address={address} rubric={content.rubric} errors={errors} />
    </>
  );
};
