import { NOT_FOUND_HEADING } from "./app-texts";
import { AUTHOR_APPLICATION, AUTHOR_APPLICATION_ERRORS, BURGER_MENU, PROFILE_COMPLETION, WELCOME } from "./page-states";
import { LANDING, MY_COURSES, PYTHON, TYPESCRIPT } from "./page-headings";
import type { Audience, SweepGroup, SweptScreen } from "./swept-screen";

/**
 * Every screen of the product the page sweep (e2e/page-sweep.spec.ts) checks, once each: the public
 * site, the auth pages, each role's cabinet on the demo data, and the dialogs and menus that open over
 * a page. Add a screen here and it gets axe, the Russian-text scan, the field labels, the link check
 * and the widths.
 */

/**
 * The main page signed in. The student's stands for every role: the page differs only in its header's
 * link to the cabinet, which leads to each role's own first screen, swept below.
 */
const MAIN_PAGE: SweptScreen = { path: "/", heading: LANDING };

/**
 * The inventory, in groups of a few screens seen by one person: the sweep checks each audience's
 * groups in one test (one window, one sign-in, one page load), each group a step and each screen a
 * step inside it, named by its path.
 */
export const INVENTORY: ReadonlyArray<SweepGroup> = [
  {
    audience: "guest",
    title: "the main page, its burger menu, the author application and the blog",
    screens: [
      { path: "/", heading: LANDING, contentOnPhone: true },
      BURGER_MENU,
      AUTHOR_APPLICATION,
      AUTHOR_APPLICATION_ERRORS,
      { path: "/landing/articles", heading: "Блог" },
    ],
  },
  {
    audience: "guest",
    title: "the catalogue, the schools, a school and course pages",
    screens: [
      { path: "/course", heading: "Каталог курсов" },
      { path: "/schools", heading: "Школы и авторы" },
      { path: "/school/1", heading: "Демо-школа" },
      { path: "/landing/courses/1", heading: PYTHON },
      { path: "/landing/courses/2", heading: TYPESCRIPT },
    ],
  },
  {
    audience: "guest",
    title: "contacts, requisites, legal information, and the ways in that fail",
    screens: [
      { path: "/contacts", heading: "Контакты" },
      { path: "/requisites", heading: "Реквизиты" },
      { path: "/legalInformation", heading: "Правовая информация" },
      { path: "/certificates", heading: "Проверить сертификат" },
      { path: "/invite/not-a-token", heading: "Приглашение не найдено" },
      { path: "/join/not-a-token", heading: "Ссылка недействительна" },
    ],
  },
  {
    audience: "guest",
    title: "the auth pages and the not-found page",
    screens: [
      { path: "/login", heading: "Вход в личный кабинет", contentOnPhone: true },
      { path: "/register", heading: "Регистрация" },
      { path: "/forgot", heading: "Восстановление пароля" },
      { path: "/password/reset?token=t&email=a%40b.ru", heading: "Задайте новый пароль" },
      // Any unknown address shows this same page (the sweep's own test follows a link to one).
      { path: "/404", heading: NOT_FOUND_HEADING },
    ],
  },
  {
    audience: "student",
    title: "a course's tabs",
    screens: [
      { path: "/myCourses/1", heading: PYTHON },
      { path: "/myCourses/1/lessons", heading: PYTHON },
      { path: "/myCourses/1/discussion", heading: PYTHON },
      { path: "/myCourses/1/classmates", heading: PYTHON },
      { path: "/myCourses/1/rating", heading: PYTHON },
      { path: "/myCourses/1/reviews", heading: PYTHON },
    ],
  },
  {
    audience: "student",
    title: "the cabinet, a course read as one page and the main page",
    screens: [
      { path: "/myCourses", heading: MY_COURSES, contentOnPhone: true },
      { path: "/longread/2", heading: TYPESCRIPT },
      { path: "/profile", heading: "Профиль" },
      // Issue #35: the notifications list (empty for the demo student).
      { path: "/notifications", heading: "Уведомления", contentOnPhone: true },
      // Issue #37: what is due next across the student's courses (none dated in the demo seed) and the calendar address.
      { path: "/deadlines", heading: "Сроки сдачи", contentOnPhone: true },
      { path: "/usersStatistics", heading: "Статистика" },
      // A course's public page as its student sees it: `Вы записаны на этот курс.` in place of the offer
      // (issue #31: its contrast). The page's layout is the visitor's, swept at every width above.
      { path: "/landing/courses/1", heading: PYTHON, widths: [390] },
      MAIN_PAGE,
    ],
  },
  { audience: "fresh", title: "the profile-completion dialog", screens: [PROFILE_COMPLETION] },
  {
    audience: "teacher",
    title: "the works to check, the students and statistics",
    screens: [
      { path: "/availableCourses", heading: "Проверка заданий", contentOnPhone: true },
      { path: "/check/1", heading: PYTHON, contentOnPhone: true },
      { path: "/students", heading: "Ученики", contentOnPhone: true },
      { path: "/usersStatistics", heading: "Статистика", contentOnPhone: true },
    ],
  },
  {
    audience: "teacher",
    title: "the profile, courses read and the welcome",
    screens: [
      { path: "/profile", heading: "Профиль", contentOnPhone: true },
      { path: "/longread/2/lessons/2/3", heading: TYPESCRIPT, contentOnPhone: true },
      // An assigned teacher sees the constructor read-only.
      { path: "/createdCourses/1/constructor", heading: PYTHON, contentOnPhone: true },
      WELCOME,
    ],
  },
  {
    audience: "owner",
    title: "a course's about, constructor, users, settings and statistics",
    screens: [
      { path: "/createdCourses/1/about", heading: PYTHON },
      { path: "/createdCourses/1/constructor", heading: PYTHON },
      { path: "/createdCourses/1/users", heading: PYTHON },
      { path: "/createdCourses/1/settings", heading: PYTHON },
      { path: "/createdCourses/1/statistics", heading: PYTHON },
    ],
  },
  {
    audience: "owner",
    title: "a course's history and preview, and the created courses",
    screens: [
      { path: "/createdCourses", heading: "Мои курсы", contentOnPhone: true },
      { path: "/createdCourses/1/history", heading: PYTHON },
      { path: "/createdCourses/1/history/unpublished", heading: PYTHON },
      { path: "/preview/1", heading: PYTHON },
    ],
  },
  {
    audience: "owner",
    title: "students, statistics and the profile",
    screens: [
      { path: "/students", heading: "Ученики" },
      { path: "/usersStatistics", heading: "Статистика" },
      { path: "/profile", heading: "Профиль" },
    ],
  },
  // The school's staff: the cabinet they land on, with their own menus and header.
  { audience: "manager", title: "the cabinet", screens: [{ path: "/createdCourses", heading: "Мои курсы" }] },
  { audience: "admin", title: "the cabinet", screens: [{ path: "/createdCourses", heading: "Мои курсы" }] },
];

/** A screen's step name: its path, and its state when it is one. */
export const screenName = (screen: SweptScreen): string =>
  screen.state === undefined ? screen.path : `${screen.path}: ${screen.state}`;

/** The role whose routes an audience follows: fresh@demo.ru is a student without a name yet. */
export const roleOf = (audience: Audience): Audience => (audience === "fresh" ? "student" : audience);

/**
 * The paths whose own step proves they render their page for `audience`: a link there needs no second
 * visit. What a link opens depends on the role (the route guards), not on the account; and the public
 * pages the signed-out sweep opens count for every role: they sit behind no guard.
 */
export const sweptPaths = (audience: Audience): ReadonlySet<string> =>
  new Set(
    INVENTORY.filter((group) => [roleOf(audience), "guest"].includes(roleOf(group.audience)))
      .flatMap((group) => group.screens)
      .filter((screen) => screen.open === undefined && screen.heading !== NOT_FOUND_HEADING)
      .map((screen) => screen.path),
  );
