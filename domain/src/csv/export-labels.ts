import type { SubmissionStatus } from "../api/review";

/**
 * The Russian words of the grade exports (issue #38 part 5): column headings, a work's status and the
 * files' names. The server writes the files with them; the web names the saved file with the same.
 */
export const GRADES_HEADERS = {
  student: "Студент",
  email: "E-mail",
  groups: "Группы",
  progress: "Прогресс, %",
  test: (name: string) => `Тест «${name}», %`,
  taskStatus: (title: string) => `Задание «${title}»: статус`,
  taskAttempts: (title: string) => `Задание «${title}»: попыток`,
  enrolledAt: "Дата записи",
  lastActivity: "Последняя активность",
  completedAt: "Дата завершения",
} as const;

export const REVIEW_HEADERS = {
  student: "Студент",
  email: "E-mail",
  course: "Курс",
  lesson: "Урок",
  task: "Задание",
  status: "Статус",
  attempts: "Попыток",
  sentAt: "Отправлено",
  decidedAt: "Решение",
  teacher: "Преподаватель",
  points: "Баллы",
  maxPoints: "Баллов из",
} as const;

/** A test or a free task with no name of its own gets its place: `Тест 2`, `Задание 3`. */
export const unnamed = { test: (n: number) => `Тест ${n}`, task: (n: number) => `Задание ${n}` } as const;

const WORK_STATUS: Readonly<Record<SubmissionStatus | "none", string>> = {
  none: "Не отправлено",
  onReview: "На проверке",
  needsWork: "На доработке",
  accepted: "Принято",
};

/** A free task's state in a grade export; `none` before the student sends it. */
export const workStatusLabel = (status: SubmissionStatus | "none"): string => WORK_STATUS[status];

/** The saved files' names, without `.csv`. */
export const gradesFileName = (courseName: string): string => `Статистика — ${courseName}`;
export const REVIEW_FILE_NAME = "Работы на проверке";

export const CSV_MESSAGES = {
  unknownTimeZone: "Неизвестный часовой пояс",
} as const;
