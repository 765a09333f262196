import type { TFunction } from "i18next";

/** A file size in Russian units: 512 Б, 12,5 КБ, 3,2 МБ. */
export const formatSize = (bytes: number, t: TFunction<"constructor">): string => {
  const number = (value: number) => value.toLocaleString("ru-RU", { maximumFractionDigits: 1 });
  if (bytes < 1024) return t("units.b", { n: number(bytes) });
  if (bytes < 1024 * 1024) return t("units.kb", { n: number(bytes / 1024) });
  return t("units.mb", { n: number(bytes / (1024 * 1024)) });
};
