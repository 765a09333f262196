import type { Draft } from "immer";
import { clone } from "../model/clone";
import type { AboutEvent } from "./about-events";
import type { AboutListName } from "./about";
import type { CourseState } from "./course-state";
import { normalizeMaxCount, padAdvantages } from "./defaults";
import { isUuid } from "./ids";

type Course = Draft<CourseState>;
type ListItem = { id: string; status: "active" | "removed" };

const listOf = (course: Course, list: AboutListName): Array<ListItem> => course.lists[list];

const findItem = (course: Course, list: AboutListName, id: string) =>
  listOf(course, list).find((item) => item.id === id);

const setStatus = (course: Course, list: AboutListName, id: string, status: ListItem["status"]): void => {
  const item = findItem(course, list, id);
  if (!item || item.status === status) return;
  item.status = status;
};

/** The about tab, its lists (SPEC §4) and the settings tab. */
export const evolveAbout = (course: Course, event: AboutEvent): void => {
  switch (event._tag) {
    case "AboutTextEdited": {
      const f = event.field;
      if (f === "name") course.general.name.value = event.value;
      else if (f === "summary") course.general.summary = event.value;
      else if (f === "additionalDescription") course.additional.additionalDescription = event.value;
      else if (f === "description")
        course.additional.description =
          event.format === undefined ? { value: event.value } : { value: event.value, format: event.format };
      else course.additional[f].value = event.value;
      return;
    }
    case "AboutRefSet": {
      const value = clone(event.value);
      if (event.field === "category") course.general.category = value;
      else course.additional[event.field] = value;
      return;
    }
    case "SchoolSelected":
      course.page.selectedSchoolID = event.schoolID;
      return;
    case "StyleEdited":
      course.style = clone(event.style);
      return;
    case "AdvantageEdited": {
      const advantage = course.general.advantages[event.index];
      if (!advantage) return;
      advantage.description = event.description;
      return;
    }
    case "AdvantageAdded":
      course.general.advantages.push({ id: event.id, description: "" });
      return;
    case "AdvantageRemoved": {
      if (event.index < 0 || event.index >= course.general.advantages.length) return;
      course.general.advantages.splice(event.index, 1);
      course.general.advantages = padAdvantages(course.general.advantages);
      return;
    }
    case "AboutItemCreated": {
      const { list, item } = event.entry;
      if (findItem(course, list, item.id)) return;
      listOf(course, list).push({ ...clone(item), status: "active" });
      return;
    }
    case "AboutItemUpdated": {
      const { list, item } = event.entry;
      const items = listOf(course, list);
      const index = items.findIndex((existing) => existing.id === item.id);
      const existing = items[index];
      if (!existing) return;
      items[index] = { ...clone(item), status: existing.status };
      return;
    }
    case "AboutItemMarkedForDelete":
      return setStatus(course, event.list, event.id, "removed");
    case "AboutItemRestored":
      return setStatus(course, event.list, event.id, "active");
    case "AboutItemDeleted": {
      if (!course.isNew && !isUuid(event.id)) return setStatus(course, event.list, event.id, "removed");
      const items = listOf(course, event.list);
      const index = items.findIndex((item) => item.id === event.id);
      if (index < 0) return;
      items.splice(index, 1);
      return;
    }
    case "AboutListCleared":
      if (course.lists[event.list].length === 0) return;
      course.lists[event.list] = [];
      return;
    case "SettingsActionSet":
      if (course.settings.actions[event.action] === event.value) return;
      course.settings.actions[event.action] = event.value;
      return;
    case "PaymentSelected": {
      const payment = course.settings.payments.find((p) => p.id === event.id);
      if (payment) payment.selected = event.selected;
      else course.settings.payments.push({ id: event.id, selected: event.selected });
      return;
    }
    case "AccessesEdited": {
      const { available, accessByEmail, teachers, link, maxCount, isSetMaxCount } = event;
      course.settings.accesses = {
        available,
        accessByEmail,
        teachers: [...teachers],
        link,
        maxCount: normalizeMaxCount(maxCount),
        isSetMaxCount,
      };
      return;
    }
    default: {
      const never: never = event;
      return never;
    }
  }
};
