import type { PersonView } from "@app/domain/api/review";

/** `Имя Фамилия`, or `fallback` for someone who has not filled them in. */
export const personName = (person: PersonView, fallback: string): string => {
  const name = [person.name, person.surname].filter((part): part is string => part !== null && part.trim() !== "").join(" ");
  return name === "" ? fallback : name;
};

const DATE_TIME = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" });

/** A server time as the Russian interface shows it: `2 октября 2026 г. в 12:00`. Unreadable times are shown as given. */
export const formatDateTime = (iso: string): string => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : DATE_TIME.format(at);
};
