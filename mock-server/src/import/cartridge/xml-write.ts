/** Text and attribute values escaped for XML we write (the five predefined entities only). */
export const esc = (text: string): string =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
