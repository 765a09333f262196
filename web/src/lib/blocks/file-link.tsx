import { useTranslation } from "react-i18next";
import type { FileRef } from "@app/domain/course/ids";
import { formatSize } from "./format-size";

/** A download of an attached file: its name and size. */
export const FileLink = ({ file }: { readonly file: FileRef }) => {
  const { t } = useTranslation("passage");
  const size = formatSize(file.size);
  return (
    <a className="block-file" href={file.url} download={file.name}>
      <span className="block-file-icon" aria-hidden="true">
        ⤓
      </span>
      <span className="block-file-name">{file.name}</span>
      {size !== "" && <span className="block-file-size">{size}</span>}
      <span className="visually-hidden">{t("blocks.download")}</span>
    </a>
  );
};
