import * as Schema from "effect/Schema";
import { Id } from "./ids";

/** SPEC §3 course settings actions: six flags, in the order the settings page shows them. */
export const ActionName = Schema.Literals([
  "accessEnable",
  "commentsEnable",
  "consecutiveAppearance",
  "longreadContent",
  "prohibitReplay",
  "showClassmates",
]);
export type ActionName = typeof ActionName.Type;

/** SPEC §3 course settings actions: each action's flag. */
export const SettingsActions = Schema.Struct(
  Object.fromEntries(ActionName.literals.map((action) => [action, Schema.Boolean])) as {
    readonly [A in ActionName]: typeof Schema.Boolean;
  },
);
export type SettingsActions = typeof SettingsActions.Type;

export const Payment = Schema.Struct({ id: Id, selected: Schema.Boolean });

/** SPEC §3 course settings accesses. */
export const SettingsAccesses = Schema.Struct({
  available: Schema.Boolean,
  accessByEmail: Schema.Boolean,
  teachers: Schema.Array(Id),
  link: Schema.String,
  maxCount: Schema.String,
  isSetMaxCount: Schema.Boolean,
});
export type SettingsAccesses = typeof SettingsAccesses.Type;

export const CourseSettings = Schema.Struct({
  actions: SettingsActions,
  payments: Schema.Array(Payment),
  accesses: SettingsAccesses,
});
export type CourseSettings = typeof CourseSettings.Type;

const Row = Schema.Record(Schema.String, Schema.NullOr(Schema.Union([Schema.String, Schema.Finite, Schema.Boolean])));

/** SPEC §3 course statistics: tables courses, students, lessons. */
export const CourseStatistics = Schema.Struct({
  courses: Schema.Array(Row),
  students: Schema.Array(Row),
  lessons: Schema.Array(Row),
});
export type CourseStatistics = typeof CourseStatistics.Type;
