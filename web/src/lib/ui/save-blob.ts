/** How long the object URL of a download lives: the browser has started the download long before. */
const REVOKE_AFTER_MS = 30_000;

/** Saves bytes as a file under `fileName`: an object URL behind a temporary `<a download>`. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
};
