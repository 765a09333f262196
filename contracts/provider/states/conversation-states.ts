import type { ProviderRig } from "../provider-rig";
import { signedIn, signIn, type StateHandlers } from "./sessions";

/** The file the teacher uploaded to attach to his feedback (a stored name, as POST /api/file makes). */
export const TEACHER_FILE_ID = "0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e";

/**
 * Issue #34 parts 3 and 6 on the demo seed: teacher@demo.ru (id 4) checks course 1, whose
 * submission 1 is on review and submission 2 (student@demo.ru's) sent back; the owner and the
 * manager share comments with the demo school.
 */
export const conversationStates = (rig: ProviderRig): StateHandlers => ({
  "comment bank: the teacher is signed in": signedIn(rig, "teacher@demo.ru"),
  "comment bank: the owner is signed in": signedIn(rig, "owner@demo.ru"),
  "comment bank: the teacher saved comment 1": async () => {
    await rig.reset();
    await rig.store().update((db) => {
      db.bankComments.push({
        id: 1,
        owner_id: 4,
        scope: "own",
        school_id: null,
        text: "Раскройте тему подробнее, {имя}.",
        created_at: "2026-10-03T10:00:00.000Z",
        updated_at: "2026-10-03T10:00:00.000Z",
      });
      db.counters.bankComments = 1;
    });
    await signIn(rig, "teacher@demo.ru");
    return {};
  },
  "comment bank: the owner shared comment 1 and the teacher is signed in": async () => {
    await rig.reset();
    await rig.store().update((db) => {
      db.bankComments.push({
        id: 1,
        owner_id: 1,
        scope: "school",
        school_id: 1,
        text: "Спасибо за работу!",
        created_at: "2026-10-03T10:00:00.000Z",
        updated_at: "2026-10-03T10:00:00.000Z",
      });
      db.counters.bankComments = 1;
    });
    await signIn(rig, "teacher@demo.ru");
    return {};
  },
  /** The student sent his work 2 again after the rework: it is on review, nothing to answer. */
  "conversation: the student sent submission 2 again": async () => {
    await rig.reset();
    await rig.store().update((db) => {
      const work = db.submissions.find((s) => s.id === 2);
      if (work === undefined) return;
      work.attempts.push({
        number: work.attempts.length + 1,
        text: "Исправил(а)",
        files: [],
        submitted_at: "2026-10-04T10:00:00.000Z",
        feedback: null,
      });
      work.status = "onReview";
    });
    await signIn(rig, "student@demo.ru");
    return {};
  },
  "conversation: the teacher uploaded a file and is signed in": async () => {
    await rig.reset();
    await rig.store().update((db) => {
      db.files.push({
        id: TEACHER_FILE_ID,
        owner_id: 4,
        name: "пример.pdf",
        mime: "application/pdf",
        size: 2048,
        is_public: false,
        stored_name: TEACHER_FILE_ID,
        created_at: "2026-10-03T10:00:00.000Z",
      });
    });
    await signIn(rig, "teacher@demo.ru");
    return {};
  },
});
