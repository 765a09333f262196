/** The heading of the not-found page (/404 and every unknown address): a link that leads there is broken. */
export const NOT_FOUND_HEADING = "Страница не найдена!";

/** What the app shows while a page loads its data ("Загрузка…", "Загрузка курса…", "Загрузка статистики…"). */
export const LOADING_TEXT = /^Загрузка.*…$/;
