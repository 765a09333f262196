import * as Result from "effect/Result";
import { LIMITS } from "../constants";
import { invalid, notFound, conflict, type DecideError } from "../model/decide-error";
import type { DomainEvent } from "../model/event";
import type { DomainState } from "../model/state";
import { AUTHORING_MESSAGES as M } from "../validation/messages";
import type { AboutEntry } from "./about";
import { aboutItemProblems } from "./about-limits";
import type { AboutCommand } from "./about-commands";
import { RICH_ABOUT_FIELDS } from "./about-events";
import { checkText, type Problem } from "./course-checks";
import type { CourseState } from "./course-state";

type Decision = Result.Result<ReadonlyArray<DomainEvent>, DecideError>;
const ok = (...events: DomainEvent[]): Decision => Result.succeed(events);
const fail = (error: DecideError): Decision => Result.fail(error);
const unless = (problems: Problem[], then: () => Decision): Decision =>
  problems.length > 0 ? fail(invalid(problems)) : then();

/** SPEC §9 length limits of the about lists, checked as the user edits an item. */
export const entryLimits = (entry: AboutEntry): Problem[] =>
  aboutItemProblems(entry, `lists.${entry.list}.${entry.item.id}`, false);

const hasItem = (course: CourseState, list: AboutEntry["list"], id: string): boolean =>
  course.lists[list].some((item) => item.id === id);

const decideInCourse = (course: CourseState, c: AboutCommand): Decision => {
  switch (c._tag) {
    case "EditAboutText": {
      // Only a rich field keeps the mark: any other about text is plain whatever the command says.
      const { format, ...text } = c;
      const rich = format !== undefined && RICH_ABOUT_FIELDS.includes(c.field) ? { format } : {};
      return unless(c.field === "name" ? checkText("general.name", c.value, { max: LIMITS.name }) : [], () =>
        ok({ ...text, ...rich, _tag: "AboutTextEdited" }),
      );
    }
    case "SetAboutRef":
      return ok({ ...c, _tag: "AboutRefSet" });
    case "SelectSchool":
      return ok({ ...c, _tag: "SchoolSelected" });
    case "EditStyle":
      return ok({ ...c, _tag: "StyleEdited" });
    case "EditAdvantage":
      if (c.index < 0 || c.index >= course.general.advantages.length) return fail(notFound(M.itemNotFound));
      return ok({ ...c, _tag: "AdvantageEdited" });
    case "AddAdvantage":
      return ok({ ...c, _tag: "AdvantageAdded" });
    case "RemoveAdvantage":
      if (c.index < 0 || c.index >= course.general.advantages.length) return fail(notFound(M.itemNotFound));
      return ok({ ...c, _tag: "AdvantageRemoved" });
    case "CreateAboutItem":
      if (hasItem(course, c.entry.list, c.entry.item.id)) return fail(conflict(M.idTaken));
      return unless(entryLimits(c.entry), () => ok({ ...c, _tag: "AboutItemCreated" }));
    case "UpdateAboutItem":
      if (!hasItem(course, c.entry.list, c.entry.item.id)) return fail(notFound(M.itemNotFound));
      return unless(entryLimits(c.entry), () => ok({ ...c, _tag: "AboutItemUpdated" }));
    case "MarkAboutItemForDelete":
    case "DeleteAboutItem":
    case "RestoreAboutItem": {
      if (!hasItem(course, c.list, c.id)) return fail(notFound(M.itemNotFound));
      const tag =
        c._tag === "MarkAboutItemForDelete"
          ? "AboutItemMarkedForDelete"
          : c._tag === "DeleteAboutItem"
            ? "AboutItemDeleted"
            : "AboutItemRestored";
      return ok({ _tag: tag, courseID: c.courseID, list: c.list, id: c.id });
    }
    case "ClearAboutList":
      return ok({ ...c, _tag: "AboutListCleared" });
    case "SetSettingsAction":
      return ok({ ...c, _tag: "SettingsActionSet" });
    case "SelectPayment":
      return ok({ ...c, _tag: "PaymentSelected" });
    case "EditAccesses":
      return ok({ ...c, _tag: "AccessesEdited" });
    default: {
      const never: never = c;
      return never;
    }
  }
};

export const decideAbout = (state: DomainState, command: AboutCommand): Decision => {
  const course = state.courses[command.courseID];
  return course ? decideInCourse(course, command) : fail(notFound(M.courseNotFound));
};
