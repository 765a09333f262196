import type { NotificationKind, NotificationParts } from "./notification-kinds";

/**
 * The Russian words of a notification's e-mail (issue #35). The app's list says the same in its own
 * locale file (web/src/locales/ru/notifications.json); the server has no i18n, so mail reads these.
 */
const quoted = (text: string | undefined): string => `«${text ?? ""}»`;

export const mailSubject = (kind: NotificationKind, p: NotificationParts): string => {
  switch (kind) {
    case "work-arrived":
      return `Новая работа на проверку: ${quoted(p.task)}`;
    case "student-replied":
      return `Ответ ученика на комментарий: ${quoted(p.task)}`;
    case "work-accepted":
      return "Задание принято";
    case "work-sent-back":
      return "Задание отправлено на доработку";
    case "teacher-replied":
      return `Ответ преподавателя, курс ${quoted(p.course)}`;
    case "invited":
      return `Приглашение на курс ${quoted(p.course)}`;
    case "enrolled":
      return `Вас записали на курс ${quoted(p.course)}`;
    case "student-joined":
      return p.detail === "purchase" ? `Покупка курса ${quoted(p.course)}` : `Новый ученик курса ${quoted(p.course)}`;
    case "certificate-issued":
      return `Сертификат по курсу ${quoted(p.course)}`;
    case "deadline-soon":
      return `Скоро срок сдачи: ${quoted(p.task)}`;
  }
};

/** One sentence: the mail's body, and a digest's line. */
export const mailLine = (kind: NotificationKind, p: NotificationParts): string => {
  const course = `курс ${quoted(p.course)}`;
  const comment = p.comment === undefined ? "" : `\nКомментарий: ${p.comment}`;
  switch (kind) {
    case "work-arrived":
      return `${p.person ?? ""} отправил(а) работу ${quoted(p.task)}, ${course}.`;
    case "student-replied":
      return `${p.person ?? ""} ответил(а) на ваш комментарий к работе ${quoted(p.task)}, ${course}.${comment}`;
    case "work-accepted":
      return `Задание принято: ${quoted(p.task)}, ${course}.${comment}`;
    case "work-sent-back":
      return `Задание отправлено на доработку: ${quoted(p.task)}, ${course}.${comment}`;
    case "teacher-replied":
      return `${p.person ?? ""} ответил(а) вам, ${course}.${comment}`;
    case "invited":
      return `Вас пригласили на ${course} в роли ${p.detail === "teacher" ? "преподавателя" : "ученика"}.`;
    case "enrolled":
      return `Вас записали на ${course}.`;
    case "student-joined":
      return `${p.person ?? ""} ${p.detail === "purchase" ? "купил(а)" : "записался(-ась) на"} ${course}.`;
    case "certificate-issued":
      return `Вам выдан сертификат${p.detail === "honours" ? " с отличием" : ""} по курсу ${quoted(p.course)}. Скачать его и проверить можно на странице курса.`;
    case "deadline-soon":
      // The mail names no date: it would need the reader's zone, which the server does not know.
      return `Меньше суток до срока сдачи: ${quoted(p.task)}, ${course}. Работа ещё не отправлена.`;
  }
};

export const DIGEST_SUBJECT = "Уведомления за день";

/** The words under every mail: why it came and how to stop it. */
export const unsubscribeFooter = (link: string): string =>
  `\n\n—\nПисьма об уведомлениях настраиваются в профиле. Отписаться от таких писем в один клик: ${link}`;

/** Each kind's name, as the unsubscribe page says it ("письма «…»"). */
export const KIND_NAMES: Readonly<Record<NotificationKind, string>> = {
  "work-arrived": "Новая работа на проверку",
  "student-replied": "Ответ ученика на комментарий",
  "work-accepted": "Задание принято",
  "work-sent-back": "Задание на доработке",
  "teacher-replied": "Ответ преподавателя",
  invited: "Приглашение на курс",
  enrolled: "Запись на курс",
  "student-joined": "Новый ученик или покупка курса",
  "certificate-issued": "Выдан сертификат",
  "deadline-soon": "Скоро срок сдачи",
};
