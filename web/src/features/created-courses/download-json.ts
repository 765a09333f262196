import { saveBlob } from "../../lib/ui/save-blob";

/** Saves a JSON document as a file (the course export). */
export const downloadJson = (value: unknown, fileName: string): void =>
  saveBlob(new Blob([JSON.stringify(value, null, 2)], { type: "application/json" }), fileName);
