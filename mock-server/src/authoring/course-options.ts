import type { CourseOptionsResponse } from "@app/domain/api/authoring";
import { BLOCK_KINDS, BLOCK_KIND_LABELS } from "@app/domain/course/block-content";
import type { DbData } from "../store/db-schema";

/** SPEC §3 reference lists the spec names without values (practices, certificates, styles). */
export const PRACTICES = [
  { id: "1", name: "Без практики" },
  { id: "2", name: "Тесты после уроков" },
  { id: "3", name: "Практические задания с проверкой" },
  { id: "4", name: "Проект с наставником" },
] as const;

export const CERTIFICATES = [
  { id: "1", name: "Без документа" },
  { id: "2", name: "Сертификат о прохождении курса" },
  { id: "3", name: "Удостоверение о повышении квалификации" },
  { id: "4", name: "Диплом о профессиональной переподготовке" },
] as const;

export const STYLES = [
  { id: "1", name: "Светлый" },
  { id: "2", name: "Тёмный" },
  { id: "3", name: "Яркий" },
] as const;

export const courseOptions = (db: DbData): CourseOptionsResponse["data"] => ({
  categories: db.categories.map((c) => ({ id: String(c.id), name: c.name })),
  practices: PRACTICES,
  certificates: CERTIFICATES,
  styles: STYLES,
  contentType: BLOCK_KINDS.map((kind) => ({ id: kind, name: BLOCK_KIND_LABELS[kind] })),
});
