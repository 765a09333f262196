import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { BLOCK_KIND_LABELS } from "@app/domain/course/block-content";
import { blockOf, blockPositionOf, itemOf } from "@app/domain/course/course-query";
import type { CourseState } from "@app/domain/course/course-state";
import type { ItemRef } from "@app/domain/course/ids";
import type { DomainEvent } from "@app/domain/model/event";
import { onEvents } from "../../lib/model/domain-store";
import { announce, clearAnnouncement } from "./announcer";

type T = ReturnType<typeof useTranslation<"constructor">>["t"];

const kindOf = (item: ItemRef): "section" | "lesson" | "task" => (item._tag === "module" ? "section" : item._tag);

const nameOf = (t: T, course: CourseState, item: ItemRef): string => {
  const found = itemOf(course, item);
  const name =
    found === undefined
      ? ""
      : "moduleName" in found
        ? found.moduleName
        : "lessonName" in found
          ? found.lessonName
          : found.name;
  if (name.trim() !== "") return name;
  return t(item._tag === "module" ? "untitledSection" : item._tag === "lesson" ? "untitledLesson" : "untitledTask");
};

/**
 * The live region's text for a change that is not a move (moves announce where the item went
 * themselves): add, delete, restore, duplicate, undo, redo. Undefined for edits of text, which a
 * screen reader hears as they are typed.
 */
const changeText = (t: T, course: CourseState, event: DomainEvent): string | undefined => {
  switch (event._tag) {
    case "ModuleCreated":
      return t("changed.added.section");
    case "LessonCreated":
      return t("changed.added.lesson");
    case "TaskCreated":
      return t("changed.added.task");
    case "BlockAdded": {
      const block = blockOf(course, event.parent, event.contentBlockID);
      if (!block) return undefined;
      const { position, count } = blockPositionOf(course, event.parent, event.contentBlockID);
      return t("changed.added.block", { kind: BLOCK_KIND_LABELS[block.content._tag], position, count });
    }
    case "BlockDeleted":
      return t("changed.blockDeleted");
    case "ItemMarkedForDelete":
      return t(`changed.deleted.${kindOf(event.item)}`, { name: nameOf(t, course, event.item) });
    case "ItemRestored":
      return t(`changed.restored.${kindOf(event.item)}`, { name: nameOf(t, course, event.item) });
    case "ItemFlushed":
      return t("changed.flushed");
    case "ItemDuplicated":
      return t(`changed.duplicated.${kindOf(event.item)}`, { name: nameOf(t, course, event.item) });
    case "Undone":
      return t("changed.undone");
    case "Redone":
      return t("changed.redone");
    default:
      return undefined;
  }
};

/** Announces, once each, the changes made to this course (by a button, a key or undo and redo). */
export const useChangeAnnouncements = (courseID: string): void => {
  const { t } = useTranslation("constructor");
  useEffect(() => {
    const stop = onEvents((entries, state) => {
      const course = state.courses[courseID];
      if (!course) return;
      let text: string | undefined;
      for (const entry of entries)
        if ("courseID" in entry.event && entry.event.courseID === courseID)
          text = changeText(t, course, entry.event) ?? text;
      if (text !== undefined) announce(text);
    });
    return () => {
      stop();
      clearAnnouncement();
    };
  }, [courseID, t]);
};
