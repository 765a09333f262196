/** How long the object URL of a download lives: the browser has started the download long before. */
const REVOKE_AFTER_MS = 30_000;

/** Saves a JSON document as a file: a Blob behind a temporary `<a download>`. */
export const downloadJson = (value: unknown, fileName: string): void => {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: "application/json" });
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
