import type { DbDraft } from "../store/store";
import { nextId } from "../store/next-id";

/** The demo student (student@demo.ru): the author when a course has no enrolled students yet. */
const DEMO_STUDENT_ID = 5;

/** Course 1 (the full course) and two more demo courses get discussion posts and reviews. */
export const SOCIAL_COURSE_IDS: ReadonlyArray<number> = [1, 2, 3];

const POSTS: ReadonlyArray<string> = [
  "Всем привет! Начал курс, первые уроки очень понятные.",
  "Подскажите, где найти материалы ко второму уроку?",
  "Они прикреплены в самом уроке, под видео.",
  "Спасибо! Тест после урока помог проверить себя.",
];

const REVIEWS: ReadonlyArray<{ readonly rating: number; readonly text: string }> = [
  { rating: 5, text: "Отличный курс: понятные объяснения и много практики." },
  { rating: 4, text: "Хороший курс, хотелось бы больше заданий для самопроверки." },
  { rating: 5, text: "Преподаватель быстро проверяет задания и даёт полезные комментарии." },
  { rating: 3, text: "Материал полезный, но местами темп слишком быстрый." },
];

const HOUR = 60 * 60 * 1000;

/** The course's enrolled students in enrolment order, or the demo student when none are enrolled yet. */
const authorsOf = (db: DbDraft, courseId: number): ReadonlyArray<number> => {
  const enrolled = [...new Set(db.enrolments.filter((e) => e.course_id === courseId).map((e) => e.user_id))];
  return enrolled.length > 0 ? enrolled : [DEMO_STUDENT_ID];
};

/**
 * GUIDE §1: discussion posts and course reviews that are not empty, on course 1 and two more demo
 * courses, written by the students enrolled there (one review per student). Dates are fixed:
 * hours after `seededAt`. Runs after the enrolments are seeded; skips courses that do not exist.
 */
export const seedSocial = (db: DbDraft, seededAt: number): void => {
  SOCIAL_COURSE_IDS.forEach((courseId, courseIndex) => {
    if (!db.courses.some((c) => c.id === courseId)) return;
    const authors = authorsOf(db, courseId);
    const base = seededAt + (courseIndex + 1) * 24 * HOUR;
    POSTS.forEach((text, i) => {
      const userId = authors[i % authors.length] ?? DEMO_STUDENT_ID;
      db.discussionPosts.push({
        id: nextId(db, "discussionPosts"),
        course_id: courseId,
        user_id: userId,
        text,
        created_at: new Date(base + i * HOUR).toISOString(),
      });
    });
    authors.slice(0, REVIEWS.length).forEach((userId, i) => {
      const review = REVIEWS[(i + courseIndex) % REVIEWS.length] ?? { rating: 5, text: "Отличный курс." };
      db.courseReviews.push({
        id: nextId(db, "courseReviews"),
        course_id: courseId,
        user_id: userId,
        rating: review.rating,
        text: review.text,
        created_at: new Date(base + (10 + i) * HOUR).toISOString(),
      });
    });
  });
};
