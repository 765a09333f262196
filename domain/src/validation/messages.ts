import { MAX_ANSWER_FILES, MAX_INVITATION_EMAILS } from "../constants";

/** SPEC §5 validation messages, word for word. */
export const VALIDATION_MESSAGES = {
  required: "Обязательное поле",
  tooShort: "Слишком короткое значение",
  tooLong: "Слишком длинное значение",
  passwordMin: "Количество символов должно быть не меньше 6",
  phoneDigits: "Номер должен состоять из 11 знаков",
  invalidEmail: "Некорректный Email",
  invalidEmailFormat: "Неверный формат E-mail",
  phoneInvalid: "Некорректный номер телефона",
  phoneInvalidCountry: "Некорректный код страны",
  phoneTooShort: "Номер слишком короткий",
  phoneTooLong: "Номер слишком длинный",
  createSection: "Пожалуйста, создайте раздел",
  passwordsMismatch: "Новые пароли не совпадают",
  oldPasswordWrong: "Неверный старый пароль",
  invalidFields: "Проверьте правильность заполнения полей",
  // Server-side checks the spec names without wording (docs/decisions/accounts.md, "Messages the spec does not word").
  passwordConfirmationMismatch: "Пароли не совпадают",
  emailTaken: "Пользователь с таким E-mail уже зарегистрирован",
  resetTokenInvalid: "Ссылка для восстановления пароля недействительна или устарела",
  invalidDate: "Некорректная дата",
  unknownOption: "Выберите значение из списка",
  fileRequired: "Выберите файл",
} as const;

/** SPEC §5: 'Не должно превышать {length} символов'. */
export const maxLengthMessage = (length: number): string => `Не должно превышать ${length} символов`;

/** Authoring and passage messages that SPEC §5 leaves open (see docs/decisions/domain.md). */
export const AUTHORING_MESSAGES = {
  minTwoAnswers: "Добавьте не менее двух вариантов ответа",
  oneQuestion: "Добавьте хотя бы один вопрос",
  fileRequired: "Загрузите файл",
  courseNotFound: "Курс не найден",
  moduleNotFound: "Раздел не найден",
  lessonNotFound: "Урок не найден",
  taskNotFound: "Задание не найдено",
  blockNotFound: "Блок не найден",
  itemNotFound: "Элемент не найден",
  idTaken: "Такой идентификатор уже используется",
  notMarkedForDelete: "Элемент не помечен на удаление",
  badPosition: "Недопустимая позиция",
  nothingToUndo: "Нечего отменять",
  nothingToRedo: "Нечего повторять",
  saveInProgress: "Сохранение уже идёт",
  intoDeleted: "Нельзя переместить в удалённый элемент",
  deletedItem: "Элемент удалён: сначала восстановите его",
  cannotDuplicate: "Этот элемент нельзя дублировать",
} as const;

/** Statistics, students, groups and subdivisions (docs/api.md, "Statistics and people"). */
export const PEOPLE_MESSAGES = {
  groupNameTaken: "Группа с таким названием уже есть",
  subdivisionNameTaken: "Подразделение с таким названием уже есть",
  notSchoolStudent: "Можно добавить только учеников курсов школы",
  notSchoolGroup: "Можно добавить только группы этой школы",
  unknownGroup: "Группа не найдена",
  notWholeNumber: "Должно быть целым числом",
} as const;

/** The access endpoints: invitations, links, enrolment (SPEC leaves their wording open). */
export const ACCESS_MESSAGES = {
  noSeats: "Свободных мест нет",
  enrolmentClosed: "Запись на курс закрыта",
  invitedOnly: "Запись на курс доступна только по приглашению",
  notPublished: "Курс не опубликован",
  invitationInvalid: "Приглашение недействительно",
  invitationOtherEmail: "Приглашение отправлено на другой E-mail",
  invitationAccepted: "Приглашение уже принято",
  teacherRoleRequired: "Принять приглашение преподавателя может только преподаватель",
  studentRoleRequired: "Записаться на курс может только ученик",
  linkInvalid: "Ссылка для доступа недействительна",
  tooManyEmails: `Не более ${MAX_INVITATION_EMAILS} адресов за раз`,
  notEnrolled: "Вы не записаны на этот курс",
  notAStudent: "Пользователь не является учеником курса",
  paymentRequired: "Курс платный: чтобы записаться, купите его",
  notForSale: "Курс не продаётся: запишитесь на него бесплатно",
  courseNotFound: "Курс не найден или ещё не опубликован",
} as const;

/** The passage endpoints: lessons, tests, free tasks. */
export const PASSAGE_MESSAGES = {
  lessonLocked: "Урок откроется после завершения предыдущего",
  replayProhibited: "Повторное прохождение запрещено",
  answerTestFirst: "Сначала ответьте на тест",
  submitTaskFirst: "Сначала отправьте задание на проверку",
  onReview: "Задание уже на проверке",
  accepted: "Задание уже принято",
  notYourFile: "Файл не найден",
  tooManyFiles: `Не более ${MAX_ANSWER_FILES} файлов`,
  notATest: "Этот блок не тест",
  notAFreeTask: "Этот блок не свободное задание",
} as const;

/** Why a lesson is closed under consecutiveAppearance (issue #23): the lesson to complete first. */
export const lockReason = (previousLessonName: string): string => `Откроется после урока «${previousLessonName}»`;

/** Russian messages of the social area that SPEC §5 leaves open. */
export const SOCIAL_MESSAGES = {
  commentsDisabled: "Обсуждение курса отключено",
  classmatesHidden: "Список однокурсников скрыт автором курса",
  reviewExists: "Вы уже оставили отзыв об этом курсе",
  ratingRange: "Оценка должна быть от 1 до 5",
  onlyStudents: "Оставить отзыв может только ученик курса",
} as const;
