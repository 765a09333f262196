/** First-level headings several swept screens share (the page's, under a dialog or a tab). */
export const LANDING = "Учитесь у лучших школ и авторов";
export const MY_COURSES = "Учебные материалы";
export const PYTHON = "Основы Python";
export const TYPESCRIPT = "Веб-разработка на TypeScript";
