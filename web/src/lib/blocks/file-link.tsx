import { useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import type { FileRef } from "@app/domain/course/ids";
import { downloadFile } from "./file-download";
import { formatSize } from "./format-size";

type Props = {
  readonly file: FileRef;
  /** A private upload (a student's answer): a button only, never a bare link that would go without the token. */
  readonly private?: boolean;
};

/**
 * A download of an attached file: its name and size. Every download goes with the user's
 * authorization (issue #15); a course material keeps its link (it may be opened in a new tab,
 * public files need no token), a private file is a button.
 */
export const FileLink = ({ file, private: isPrivate = false }: Props) => {
  const { t } = useTranslation("passage");
  const [busy, setBusy] = useState(false);
  const size = formatSize(file.size);
  const download = async (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    setBusy(true);
    await downloadFile(file);
    setBusy(false);
  };
  const content = (
    <>
      <span className="block-file-icon" aria-hidden="true">
        ⤓
      </span>
      {/* The file's name is the author's (or student's) own text: translate="no" keeps browser translators off it. */}
      <span className="block-file-name" translate="no">
        {file.name}
      </span>
      {size !== "" && <span className="block-file-size">{size}</span>}
      <span className="visually-hidden">{t("blocks.download")}</span>
    </>
  );
  return isPrivate ? (
    <button
      type="button"
      className="block-file"
      disabled={busy}
      aria-busy={busy}
      onClick={(event) => void download(event)}
    >
      {content}
    </button>
  ) : (
    <a
      className="block-file"
      href={file.url}
      download={file.name}
      aria-busy={busy}
      onClick={(event) => void download(event)}
    >
      {content}
    </a>
  );
};
