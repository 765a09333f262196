import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { castDraft } from "immer";
import { Memory } from "lowdb";
import { createApp } from "../app";
import { prepareRichTextSanitizer } from "../authoring/sanitize-rich-text";
import { createHttpServer } from "../http/http-server";
import { nextId } from "../store/next-id";
import { openStore, type DbDraft } from "../store/store";
import { seedDemo } from "../seed/seed-demo";
import { writeSeedMedia } from "../seed/seed-media";

/**
 * The server of `npm run bench:review` (web/bench/bench-review.ts): the real app on the demo seed in
 * memory, serving WEB_DIST on PORT, with the demo teacher's queue filled up to BENCH_WORKS works on
 * review (course 1's free tasks, each student sending each once, oldest first, one attempt each whose text is
 * `Работа №{id}` so the bench can tell them apart on screen). Prints `review bench server: URL TOTAL`.
 */
const PORT = Number(process.env.PORT ?? 3292);
const WORKS = Number(process.env.BENCH_WORKS ?? 50);
const COURSE_ID = 1;
const root = path.resolve(import.meta.dirname, "../../..");
const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, "web/dist"));

/** Course 1's published free-task blocks, where the added works belong. */
const freeTasks = (db: DbDraft) =>
  (db.courseContents.find((c) => c.course_id === COURSE_ID)?.published?.moduleList ?? []).flatMap((m) =>
    m.lessons.flatMap((l) =>
      l.tasks.flatMap((t) =>
        t.taskContent
          .filter((b) => b.content._tag === "freeTask")
          .map((b) => ({
            module_id: m.moduleID,
            lesson_id: l.lessonID,
            task_id: t.taskID,
            block_id: b.contentBlockID,
          })),
      ),
    ),
  );

/** A new student of course 1 (a copy of a demo student's record under a new id and e-mail), enrolled. */
const addStudent = (db: DbDraft, n: number): number => {
  const model = db.users.find((u) => u.email === "student@demo.ru");
  if (model === undefined) throw new Error("the demo seed has no student@demo.ru");
  const id = nextId(db, "users");
  db.users.push({
    ...model,
    id,
    email: `bench-${n}@demo.ru`,
    profile: { ...model.profile, id, name: "Ученик", surname: `№${n}` },
  });
  db.enrolments.push({
    id: nextId(db, "enrolments"),
    course_id: COURSE_ID,
    user_id: id,
    source: "seed",
    enrolled_at: "2026-01-01T08:00:00.000Z",
    completed_at: null,
  });
  return id;
};

/**
 * Works as a real queue has them: each student sends each of course 1's free tasks once, so 10,000
 * works come from about 3,300 students (not from a handful with thousands each).
 */
const fillQueue = (db: DbDraft): number => {
  const waiting = db.submissions.filter((s) => s.status === "onReview").length;
  const places = freeTasks(db);
  if (places.length === 0) throw new Error("course 1 has no free task");
  const start = Date.parse("2026-01-01T08:00:00.000Z");
  let student = 0;
  for (let i = 0; i < WORKS - waiting; i += 1) {
    const place = places[i % places.length];
    if (place === undefined) continue;
    if (i % places.length === 0) student = addStudent(db, i / places.length);
    const id = nextId(db, "submissions");
    const at = new Date(start + i * 60_000).toISOString();
    db.submissions.push(
      castDraft({
        id,
        course_id: COURSE_ID,
        user_id: student,
        ...place,
        status: "onReview" as const,
        attempts: [{ number: 1, text: `Работа №${id}`, files: [], submitted_at: at, feedback: null }],
        updated_at: at,
      }),
    );
  }
  // The demo's own waiting works get the same kind of text, so every work of the queue is told apart alike.
  const queue = db.submissions.filter((s) => s.status === "onReview");
  for (const s of queue) {
    const last = s.attempts[s.attempts.length - 1];
    if (last !== undefined) last.text = `Работа №${s.id}`;
  }
  return queue.length;
};

const store = await openStore(new Memory<unknown>());
await seedDemo(store);
const total = await store.update(fillQueue);
const filesDir = await mkdtemp(path.join(os.tmpdir(), "course-platform-review-bench-"));
await writeSeedMedia(filesDir);
prepareRichTextSanitizer();
const app = createApp({
  store,
  clock: () => Date.now(),
  secret: "b".repeat(64),
  accessTokenTtl: 3600,
  refreshTokenTtl: 86_400,
  webDist,
  filesDir,
  log: () => undefined,
});
const server = createHttpServer(app);
server.listen(PORT, "127.0.0.1", () => console.log(`review bench server: http://127.0.0.1:${PORT} ${total}`));
const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
