import type { EducationItem } from "@app/domain/api/education";

/** The education reference list (GET /api/education); a profile's education_id is one of these ids. */
export const EDUCATION: ReadonlyArray<EducationItem> = [
  { id: 1, name: "Среднее общее" },
  { id: 2, name: "Среднее профессиональное" },
  { id: 3, name: "Неоконченное высшее" },
  { id: 4, name: "Высшее — бакалавриат" },
  { id: 5, name: "Высшее — специалитет" },
  { id: 6, name: "Высшее — магистратура" },
  { id: 7, name: "Учёная степень" },
];
