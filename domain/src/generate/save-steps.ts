import type { ContentBlock } from "../course/structure";
import type { IdAssignment } from "../course/server-events";
import { newCourse } from "../course/defaults";
import { toSnapshot } from "../course/snapshot-convert";
import type { DomainEvent } from "../model/event";
import { makeContent, phrase, pickKind } from "./content";
import { allLessons, type MCourse, type MLesson } from "./mirror";
import type { Rng } from "./prng";

/** A save: the server assigns ids to what was created, then confirms; tombstones go away. */
export const saveEvents = (c: MCourse, newId: (prefix: string) => string, at: number): DomainEvent[] => {
  const tempCourseID = c.id;
  const assignments: IdAssignment[] = [];
  for (const p of c.pending) {
    const id = newId("s");
    if (p.kind === "lessonBlock")
      assignments.push({ _tag: "lessonBlock", lessonID: p.parent.id, tempID: p.node.id, id });
    else if (p.kind === "taskBlock")
      assignments.push({ _tag: "taskBlock", taskID: p.parent.id, tempID: p.node.id, id });
    else assignments.push({ _tag: p.kind, tempID: p.node.id, id });
    p.node.id = id;
  }
  if (!c.saved) {
    c.id = newId("course-");
    assignments.push({ _tag: "course", tempID: tempCourseID, id: c.id });
  }
  c.pending = [];
  c.saved = true;
  c.modules = c.modules.filter((m) => !m.deleted);
  for (const m of c.modules) m.lessons = m.lessons.filter((l) => !l.deleted);
  for (const l of allLessons(c)) l.tasks = l.tasks.filter((t) => !t.deleted);
  const events: DomainEvent[] = [];
  if (assignments.length > 0) events.push({ _tag: "IdsAssigned", courseID: tempCourseID, assignments });
  events.push({ _tag: "SaveConfirmed", courseID: c.id, at });
  return events;
};

/** A published course the server sends whole. */
export const loadedCourse = (
  rng: Rng,
  courseID: string,
  newId: (prefix: string) => string,
): { event: DomainEvent; course: MCourse } => {
  const lessons: MLesson[] = Array.from({ length: 3 }, () => ({
    id: newId("sl"),
    deleted: false,
    tasks: [],
    blocks: Array.from({ length: 4 }, () => ({ id: newId("sb"), kind: pickKind(rng) })),
  }));
  const moduleID = newId("sm");
  const base = toSnapshot(newCourse(courseID, phrase(rng, 2, 4), false));
  const block = (id: string, kind: ContentBlock["content"]["_tag"]): ContentBlock => ({
    contentBlockID: id,
    status: "none",
    evaluation: null,
    content: makeContent(rng, kind, id),
  });
  const snapshot = {
    ...base,
    published: true,
    moduleList: [
      {
        moduleID,
        moduleName: phrase(rng, 1, 3),
        lessons: lessons.map((l) => ({
          lessonID: l.id,
          lessonName: phrase(rng, 1, 3),
          lessonContent: l.blocks.map((b) => block(b.id, b.kind)),
          tasks: [],
          is_trial: false,
          isEndedByUser: false,
          status: "not_started" as const,
          statistics: null,
        })),
      },
    ],
  };
  return {
    event: { _tag: "CourseLoaded", course: snapshot },
    course: { id: courseID, saved: true, pending: [], items: {}, modules: [{ id: moduleID, deleted: false, lessons }] },
  };
};
