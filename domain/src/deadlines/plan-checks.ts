import { VALIDATION_MESSAGES } from "../validation/messages";
import { MAX_RELATIVE_DAYS, type ExtensionGrant, type PlanItem } from "./deadline-plan";
import { DEADLINE_MESSAGES } from "./deadline-messages";
import { parseInstant, parseTime } from "./relative-due";

type FieldErrors = Record<string, Array<string>>;

/** The course's lessons with their tasks' ids: what a plan may name. */
export type PlanTargets = ReadonlyMap<string, ReadonlySet<string>>;

const add = (errors: FieldErrors, field: string, message: string): void => {
  (errors[field] ??= []).push(message);
};

/**
 * A plan's field errors (`items.{i}.…`): a lesson or task the course does not have, a date that does
 * not parse, days out of 0–3650, a time not `HH:MM`, the same lesson or task dated twice. Empty: fine.
 */
export const planErrors = (items: ReadonlyArray<PlanItem>, targets: PlanTargets): FieldErrors => {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const tasks = targets.get(item.lesson_id);
    if (tasks === undefined) add(errors, `items.${i}.lesson_id`, VALIDATION_MESSAGES.unknownOption);
    else if (item.task_id !== null && !tasks.has(item.task_id))
      add(errors, `items.${i}.task_id`, VALIDATION_MESSAGES.unknownOption);
    const key = JSON.stringify([item.lesson_id, item.task_id]);
    if (seen.has(key)) add(errors, `items.${i}`, DEADLINE_MESSAGES.duplicate);
    seen.add(key);
    const due = item.due;
    if (due.kind === "fixed") {
      if (parseInstant(due.at) === null) add(errors, `items.${i}.due.at`, VALIDATION_MESSAGES.invalidDate);
    } else {
      if (!Number.isInteger(due.days) || due.days < 0 || due.days > MAX_RELATIVE_DAYS)
        add(errors, `items.${i}.due.days`, DEADLINE_MESSAGES.daysRange);
      if (parseTime(due.time) === null) add(errors, `items.${i}.due.time`, DEADLINE_MESSAGES.time);
    }
  });
  return errors;
};

/** An extension's field errors: exactly one of student and group, a lesson the course has, a date that parses. */
export const extensionErrors = (grant: ExtensionGrant, targets: PlanTargets): FieldErrors => {
  const errors: FieldErrors = {};
  if ((grant.student_id === null) === (grant.group_id === null)) add(errors, "student_id", DEADLINE_MESSAGES.whom);
  if (grant.lesson_id !== null && !targets.has(grant.lesson_id))
    add(errors, "lesson_id", VALIDATION_MESSAGES.unknownOption);
  if (parseInstant(grant.until) === null) add(errors, "until", VALIDATION_MESSAGES.invalidDate);
  return errors;
};
