import type { StudentCourse } from "@app/domain/api/passage";
import { draftWins } from "@app/domain/passage/draft-order";
import { answerDraftOf } from "@app/domain/passage/passage-state";
import { currentState, runCommand } from "../../lib/model/domain-store";
import { saveAnswerDraft } from "./answer-draft-sender";

/**
 * The model and the server's answer drafts agree after the course loads (issue #30), for each free
 * task still open to an answer: the draft typed later wins (domain draft-order). The server's comes
 * into the model when it is newer (typed on another device); this device's goes to the server when
 * it is newer (typed offline, or the page closed before it went).
 */
export const syncAnswerDrafts = (course: StudentCourse): void => {
  const courseID = String(course.course_id);
  for (const lesson of course.moduleList.flatMap((m) => m.lessons))
    for (const task of lesson.tasks)
      for (const block of task.taskContent) {
        if (block.content._tag !== "freeTask" || (block.status !== "none" && block.status !== "needsWork")) continue;
        const at = { courseID, lessonID: lesson.lessonID, taskID: task.taskID, contentBlockID: block.contentBlockID };
        const local = answerDraftOf(currentState().passage, at);
        const server = block.answerDraft;
        const serverAt = server === null ? undefined : { updatedAt: Date.parse(server.updated_at) };
        if (server !== null && serverAt !== undefined && draftWins(serverAt, local)) {
          runCommand({ _tag: "DraftAnswer", ...at, text: server.text, files: [...server.files], ...serverAt });
        } else if (local !== undefined && draftWins(local, serverAt)) {
          saveAnswerDraft(
            { courseID, lessonID: lesson.lessonID, taskID: task.taskID, blockID: block.contentBlockID },
            { text: local.text, files: local.files, updatedAt: local.updatedAt ?? Date.now() },
          );
        }
      }
};
