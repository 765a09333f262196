import type { DomainEvent } from "../model/event";
import { liveLessons, liveTasks, type MCourse } from "./mirror";
import type { Rng } from "./prng";

const isoDate = (at: number): string => {
  // Pure arithmetic (no Date): days since 1970 to a civil date (Howard Hinnant's algorithm).
  const ms = at % 86_400_000;
  const z = Math.floor(at / 86_400_000) + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${y}-${pad(m)}-${pad(d)}T${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}Z`;
};
export { isoDate };

/** A student working through a saved course; a teacher's evaluations arriving. */
export const passageEvent = (rng: Rng, c: MCourse, at: number): DomainEvent | undefined => {
  const lesson = rng.pick(liveLessons(c));
  if (!lesson) return undefined;
  const roll = rng.next();
  const block = rng.pick(lesson.blocks);
  if (roll < 0.1) return { _tag: "CoursePassageStarted", courseID: c.id, id: `cp-${c.id}` };
  if (roll < 0.25) return { _tag: "LessonStarted", courseID: c.id, lessonID: lesson.id, date: isoDate(at) };
  if (roll < 0.3) return { _tag: "LessonContinued", lessonID: lesson.id };
  if (roll < 0.35) return { _tag: "LessonEnded", courseID: c.id, lessonID: lesson.id, date: isoDate(at) };
  if (roll < 0.85 && block) {
    if (block.kind === "test" && rng.chance(0.5)) {
      const q = rng.int(0, 2);
      return {
        _tag: "TestAnswered",
        courseID: c.id,
        lessonID: lesson.id,
        taskID: null,
        contentBlockID: block.id,
        testPassageID: `tp-${block.id}`,
        questionID: `${block.id}-q${q}`,
        answerIDList: [`${block.id}-q${q}-a${rng.int(0, 1)}`],
      };
    }
    return rng.chance(0.6)
      ? {
          _tag: "PassageStarted",
          courseID: c.id,
          lessonID: lesson.id,
          taskID: null,
          contentBlockID: block.id,
          startedAt: at,
        }
      : { _tag: "BlockCompleted", courseID: c.id, lessonID: lesson.id, contentBlockID: block.id };
  }
  const task = rng.pick(liveTasks(c));
  const taskBlock = task ? rng.pick(task.blocks) : undefined;
  if (!task || !taskBlock) return undefined;
  return {
    _tag: "EvaluationsArrived",
    courseID: c.id,
    evaluations: [
      {
        taskID: task.id,
        contentBlockID: taskBlock.id,
        evaluation: {
          id: `ev-${at}`,
          mark: rng.int(1, 5),
          comment: "Доработайте, пожалуйста",
          teacherID: "teacher-1",
          at,
        },
      },
    ],
  };
};
