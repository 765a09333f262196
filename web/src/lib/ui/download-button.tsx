import { useState } from "react";
import { saveBlob } from "./save-blob";
import { notifyError } from "./toast";

type Props = {
  readonly label: string;
  /** The toast when the download fails. */
  readonly failed: string;
  readonly fileName: string;
  /** Fetches the file (through the API client: the bearer token goes along). */
  readonly load: () => Promise<Blob>;
};

/** A button that fetches a file and saves it (issue #38: `Скачать CSV`); busy while it loads. */
export const DownloadButton = ({ label, failed, fileName, load }: Props) => {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await load(), fileName);
    } catch {
      notifyError(failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button" aria-busy={busy} disabled={busy} onClick={() => void download()}>
      {label}
    </button>
  );
};
