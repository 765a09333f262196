import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FileRef } from "@app/domain/course/ids";
import { errorMessages } from "../../lib/api/api-error";
import { saveFile } from "../../lib/blocks/file-download";
import { formatSize } from "../../lib/blocks/format-size";
import { notifyError } from "../../lib/ui/toast";

/**
 * A file of the student's answer. Uploads are private, so a plain link would go without the token:
 * lib/blocks' saveFile fetches it through the API client.
 */
export const FileDownload = ({ file }: { readonly file: FileRef }) => {
  const { t } = useTranslation("checking");
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await saveFile(file);
    } catch (error) {
      notifyError(`${t("submission.downloadError")}: ${errorMessages(error)[0] ?? ""}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="check-file" disabled={busy} onClick={() => void download()}>
      {file.name} <span className="muted">({formatSize(file.size)})</span>
    </button>
  );
};
