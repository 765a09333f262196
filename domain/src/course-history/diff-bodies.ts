import type { CourseBody } from "../api/course-content";
import { BLOCK_KIND_LABELS, type BlockKind } from "../course/block-content";
import type { LessonSnapshot, ModuleSnapshot, TaskSnapshot } from "../course/course-snapshot";
import type { ContentBlock } from "../course/structure";
import { aboutChanges } from "./about-changes";
import { blockText } from "./block-text";
import { sameValue } from "./same-value";
import { indexBody, type BodyIndex } from "./body-index";
import type { ChangeKind, ChangeLevel, ChangePlace, CourseChange } from "./course-change";
import { addedLabel, kindQuoted, placeWord, quoted, underPlace } from "./labels";

type Home = { readonly block: ContentBlock; readonly key: string };
type Homes = ReadonlyMap<string, Home>;

const ids = <T>(list: ReadonlyArray<T>, id: (item: T) => string): string[] => list.map(id);
const moduleId = (m: ModuleSnapshot): string => m.moduleID;
const lessonId = (l: LessonSnapshot): string => l.lessonID;
const taskId = (t: TaskSnapshot): string => t.taskID;
const blockId = (b: ContentBlock): string => b.contentBlockID;

/** Whether the items found on both sides (in this container) come in another order. */
export const reordered = (before: ReadonlyArray<string>, after: ReadonlyArray<string>): boolean => {
  const inAfter = new Set(after);
  const inBefore = new Set(before);
  const kept = before.filter((id) => inAfter.has(id));
  let i = 0;
  for (const id of after) {
    if (!inBefore.has(id)) continue;
    if (kept[i] !== id) return true;
    i += 1;
  }
  return false;
};

type Step = { readonly from: number } | { readonly to: number };

/** The later list in its order, with the earlier list's removed items at their old places. */
const interleave = (
  before: ReadonlyArray<string>,
  after: ReadonlyArray<string>,
  gone: (id: string) => boolean,
): Step[] => {
  const at = new Map(before.map((id, i) => [id, i]));
  const out: Step[] = [];
  let next = 0;
  const flush = (upto: number): void => {
    for (; next < upto; next += 1) if (gone(before[next] ?? "")) out.push({ from: next });
  };
  after.forEach((id, i) => {
    const j = at.get(id);
    if (j !== undefined && j >= next) {
      flush(j);
      next = j + 1;
    }
    out.push({ to: i });
  });
  flush(before.length);
  return out;
};

/** The blocks of every container that is not the same object on both sides, by id: where each one is. */
const homesOf = (index: BodyIndex, other: BodyIndex): Homes => {
  const homes = new Map<string, Home>();
  for (const [id, { lesson }] of index.lessons) {
    if (other.lessons.get(id)?.lesson === lesson) continue;
    for (const block of lesson.lessonContent) homes.set(block.contentBlockID, { block, key: `lesson:${id}` });
    for (const task of lesson.tasks) {
      if (other.tasks.get(task.taskID)?.task === task) continue;
      for (const block of task.taskContent) homes.set(block.contentBlockID, { block, key: `task:${task.taskID}` });
    }
  }
  return homes;
};

type Draft = {
  readonly kind: ChangeKind;
  readonly level: ChangeLevel;
  readonly id: string;
  readonly field: string;
  readonly parents: ReadonlyArray<ChangePlace>;
  readonly name: string;
  readonly label: string;
  readonly before?: string | null;
  readonly after?: string | null;
  readonly blockKind?: BlockKind;
};

const make = (d: Draft): CourseChange => ({
  kind: d.kind,
  level: d.level,
  id: d.id,
  field: d.field,
  where: d.parents.map(placeWord),
  label: d.label,
  before: d.before ?? null,
  after: d.after ?? null,
  name: d.name,
  parents: d.parents,
  ...(d.blockKind === undefined ? {} : { blockKind: d.blockKind }),
});

const last = (parents: ReadonlyArray<ChangePlace>): ChangePlace | undefined => parents[parents.length - 1];

/**
 * What changed from one version of a course to another (issue #22), in the order of the later version:
 * the about page (not the settings: content-only.ts), then each section with its lessons, each
 * lesson's blocks and tasks, each task's blocks; a removed item at its old place. An added or removed item stands for what it holds
 * (an item moved into or out of it is reported as moved). Subtrees that are the same object on both
 * sides are skipped, so a version made from another by a patch costs what the patch touched (plus an
 * index of sections, lessons and tasks); blocks otherwise compare by content.
 */
export const diffCourseBodies = (from: CourseBody, to: CourseBody, fromIndex?: BodyIndex): CourseChange[] => {
  const out = aboutChanges(from, to);
  if (from.moduleList === to.moduleList) return out;
  const A = fromIndex ?? indexBody(from);
  const B = indexBody(to);
  let homes: { readonly from: Homes; readonly to: Homes } | undefined;
  const blockHomes = (): { readonly from: Homes; readonly to: Homes } =>
    (homes ??= { from: homesOf(A, B), to: homesOf(B, A) });
  const push = (d: Draft): void => {
    out.push(make(d));
  };

  const walkBlocks = (
    key: string,
    list: ReadonlyArray<ContentBlock>,
    old: ReadonlyArray<ContentBlock> | undefined,
    parents: ReadonlyArray<ChangePlace>,
    isNew: boolean,
  ): void => {
    const { from: was, to: is } = blockHomes();
    const container = last(parents);
    const steps = interleave(ids(old ?? [], blockId), ids(list, blockId), (id) => !is.has(id));
    for (const step of steps) {
      if ("from" in step) {
        const block = old?.[step.from];
        if (!block) continue;
        const kind = block.content._tag;
        push({
          kind: "deleted",
          level: "block",
          id: block.contentBlockID,
          field: "",
          parents,
          name: BLOCK_KIND_LABELS[kind],
          blockKind: kind,
          label: `Удалён блок ${kindQuoted(kind)}${underPlace(container, "from")}`,
          before: blockText(block.content),
        });
        continue;
      }
      const block = list[step.to];
      if (!block) continue;
      const id = block.contentBlockID;
      const kind = block.content._tag;
      const home = was.get(id);
      if (home === undefined) {
        if (!isNew)
          push({
            kind: "added",
            level: "block",
            id,
            field: "",
            parents,
            name: BLOCK_KIND_LABELS[kind],
            blockKind: kind,
            label: addedLabel({ level: "block", name: BLOCK_KIND_LABELS[kind], parents, blockKind: kind }),
            after: blockText(block.content),
          });
        continue;
      }
      if (home.key !== key)
        push({
          kind: "moved",
          level: "block",
          id,
          field: "parent",
          parents,
          name: BLOCK_KIND_LABELS[kind],
          blockKind: kind,
          label: `Перемещён блок ${kindQuoted(kind)}${underPlace(container, "into")}`,
        });
      if (home.block === block || sameValue(home.block.content, block.content)) continue;
      const [before, after] = [blockText(home.block.content), blockText(block.content)];
      const isText = kind === "text" && home.block.content._tag === "text";
      push({
        kind: "changed",
        level: "block",
        id,
        field: isText ? "text" : "content",
        parents,
        name: BLOCK_KIND_LABELS[kind],
        blockKind: kind,
        label: isText
          ? `Изменён текст блока${underPlace(container, "in")}`
          : `Изменён блок ${kindQuoted(kind)}${underPlace(container, "in")}`,
        ...(isText || before !== after ? { before, after } : {}),
      });
    }
    if (old !== undefined && container !== undefined && reordered(ids(old, blockId), ids(list, blockId)))
      push({
        kind: "changed",
        level: container.level,
        id: container.id,
        field: "blockOrder",
        parents: parents.slice(0, -1),
        name: container.name,
        label: `Изменён порядок блоков${underPlace(container, "in")}`,
      });
  };

  const walkTasks = (
    lesson: LessonSnapshot,
    old: LessonSnapshot | undefined,
    parents: ChangePlace[],
    isNew: boolean,
  ) => {
    const container = last(parents);
    const steps = interleave(ids(old?.tasks ?? [], taskId), ids(lesson.tasks, taskId), (id) => !B.tasks.has(id));
    for (const step of steps) {
      if ("from" in step) {
        const task = old?.tasks[step.from];
        if (task)
          push({
            kind: "deleted",
            level: "task",
            id: task.taskID,
            field: "",
            parents,
            name: task.name,
            label: `Удалено задание ${quoted(task.name)}${underPlace(container, "from")}`,
          });
        continue;
      }
      const task = lesson.tasks[step.to];
      if (!task) continue;
      const place: ChangePlace = { level: "task", id: task.taskID, name: task.name };
      const inside = [...parents, place];
      const prev = A.tasks.get(task.taskID);
      if (prev === undefined) {
        if (!isNew)
          push({
            kind: "added",
            level: "task",
            id: task.taskID,
            field: "",
            parents,
            name: task.name,
            label: addedLabel({ level: "task", name: task.name, parents }),
          });
        walkBlocks(`task:${task.taskID}`, task.taskContent, undefined, inside, true);
        continue;
      }
      if (prev.lesson.lessonID !== lesson.lessonID)
        push({
          kind: "moved",
          level: "task",
          id: task.taskID,
          field: "lesson",
          parents,
          name: task.name,
          label: `Перемещено задание ${quoted(task.name)}${underPlace(container, "into")}`,
          before: prev.lesson.lessonName,
          after: lesson.lessonName,
        });
      if (prev.task === task) continue;
      if (prev.task.name !== task.name)
        push({
          kind: "changed",
          level: "task",
          id: task.taskID,
          field: "name",
          parents,
          name: task.name,
          label: `Изменено название задания ${quoted(task.name)}`,
          before: prev.task.name,
          after: task.name,
        });
      walkBlocks(`task:${task.taskID}`, task.taskContent, prev.task.taskContent, inside, false);
    }
    if (old !== undefined && container !== undefined && reordered(ids(old.tasks, taskId), ids(lesson.tasks, taskId)))
      push({
        kind: "changed",
        level: "lesson",
        id: lesson.lessonID,
        field: "taskOrder",
        parents: parents.slice(0, -1),
        name: lesson.lessonName,
        label: `Изменён порядок заданий${underPlace(container, "in")}`,
      });
  };

  const walkLessons = (module: ModuleSnapshot, old: ModuleSnapshot | undefined, isNew: boolean): void => {
    const container: ChangePlace = { level: "module", id: module.moduleID, name: module.moduleName };
    const parents = [container];
    const steps = interleave(
      ids(old?.lessons ?? [], lessonId),
      ids(module.lessons, lessonId),
      (id) => !B.lessons.has(id),
    );
    for (const step of steps) {
      if ("from" in step) {
        const lesson = old?.lessons[step.from];
        if (lesson)
          push({
            kind: "deleted",
            level: "lesson",
            id: lesson.lessonID,
            field: "",
            parents,
            name: lesson.lessonName,
            label: `Удалён урок ${quoted(lesson.lessonName)}${underPlace(container, "from")}`,
          });
        continue;
      }
      const lesson = module.lessons[step.to];
      if (!lesson) continue;
      const place: ChangePlace = { level: "lesson", id: lesson.lessonID, name: lesson.lessonName };
      const inside = [...parents, place];
      const prev = A.lessons.get(lesson.lessonID);
      if (prev === undefined) {
        if (!isNew)
          push({
            kind: "added",
            level: "lesson",
            id: lesson.lessonID,
            field: "",
            parents,
            name: lesson.lessonName,
            label: addedLabel({ level: "lesson", name: lesson.lessonName, parents }),
          });
        walkBlocks(`lesson:${lesson.lessonID}`, lesson.lessonContent, undefined, inside, true);
        walkTasks(lesson, undefined, inside, true);
        continue;
      }
      if (prev.module.moduleID !== module.moduleID)
        push({
          kind: "moved",
          level: "lesson",
          id: lesson.lessonID,
          field: "section",
          parents,
          name: lesson.lessonName,
          label: `Перемещён урок ${quoted(lesson.lessonName)}${underPlace(container, "into")}`,
          before: prev.module.moduleName,
          after: module.moduleName,
        });
      if (prev.lesson === lesson) continue;
      if (prev.lesson.lessonName !== lesson.lessonName)
        push({
          kind: "changed",
          level: "lesson",
          id: lesson.lessonID,
          field: "name",
          parents,
          name: lesson.lessonName,
          label: `Изменено название урока ${quoted(lesson.lessonName)}`,
          before: prev.lesson.lessonName,
          after: lesson.lessonName,
        });
      if (prev.lesson.is_trial !== lesson.is_trial)
        push({
          kind: "changed",
          level: "lesson",
          id: lesson.lessonID,
          field: "is_trial",
          parents,
          name: lesson.lessonName,
          label: `${lesson.is_trial ? "Открыт" : "Закрыт"} пробный доступ к уроку ${quoted(lesson.lessonName)}`,
        });
      walkBlocks(`lesson:${lesson.lessonID}`, lesson.lessonContent, prev.lesson.lessonContent, inside, false);
      walkTasks(lesson, prev.lesson, inside, false);
    }
    if (old !== undefined && reordered(ids(old.lessons, lessonId), ids(module.lessons, lessonId)))
      push({
        kind: "changed",
        level: "module",
        id: module.moduleID,
        field: "lessonOrder",
        parents: [],
        name: module.moduleName,
        label: `Изменён порядок уроков${underPlace(container, "in")}`,
      });
  };

  if (reordered(ids(from.moduleList, moduleId), ids(to.moduleList, moduleId)))
    push({
      kind: "changed",
      level: "course",
      id: "",
      field: "moduleOrder",
      parents: [],
      name: "",
      label: "Изменён порядок разделов",
    });
  const steps = interleave(ids(from.moduleList, moduleId), ids(to.moduleList, moduleId), (id) => !B.modules.has(id));
  for (const step of steps) {
    if ("from" in step) {
      const module = from.moduleList[step.from];
      if (module)
        push({
          kind: "deleted",
          level: "module",
          id: module.moduleID,
          field: "",
          parents: [],
          name: module.moduleName,
          label: `Удалён раздел ${quoted(module.moduleName)}`,
        });
      continue;
    }
    const module = to.moduleList[step.to];
    if (!module) continue;
    const old = A.modules.get(module.moduleID);
    if (old === module) continue;
    if (old === undefined) {
      push({
        kind: "added",
        level: "module",
        id: module.moduleID,
        field: "",
        parents: [],
        name: module.moduleName,
        label: addedLabel({ level: "module", name: module.moduleName, parents: [] }),
      });
      walkLessons(module, undefined, true);
      continue;
    }
    if (old.moduleName !== module.moduleName)
      push({
        kind: "changed",
        level: "module",
        id: module.moduleID,
        field: "name",
        parents: [],
        name: module.moduleName,
        label: `Изменено название раздела ${quoted(module.moduleName)}`,
        before: old.moduleName,
        after: module.moduleName,
      });
    walkLessons(module, old, false);
  }
  return out;
};
