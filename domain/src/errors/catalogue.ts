/** SPEC §8, the error catalogue, word for word. */
export const ERROR_MESSAGES = {
  loginFailed: "Ошибка авторизации! Неверный логин или пароль",
  unauthorized: "Для выполнения данной операции требуется авторизация!",
  forbidden: "Ошибка авторизации! Неверный логин или пароль",
  notFound: "Страница не найдена!",
  unprocessable: "Не удалось выполнить действие!",
  serverError: "Произошла ошибка на стороне сервера!",
  sessionExpired: "Время сессии истекло. Пожалуйста авторизуйтесь!",
  fileUpload: "Произошла ошибка при загрузке файла!",
  resetInstructionsSent: "На ваш email высланы инструкции",
  profileSaved: "Изменения сохранены",
  applicationSent: "Заявка отправлена",
  somethingWentWrong: "Что-то пошло не так",
  reloadPage: "Не удалось загрузить данные. Пожалуйста, обновите страницу",
  /** Issue #15: no answer at all (offline, DNS, refused): not a SPEC §8 status message. */
  network: "Нет связи с сервером. Проверьте подключение к интернету.",
} as const;

/** The status the API client gives a call that got no HTTP answer at all. */
export const NETWORK_ERROR_STATUS = 0;

/** SPEC §8 "By status". Other statuses have no message of their own. */
export const messageForStatus = (status: number): string | undefined => {
  switch (status) {
    case NETWORK_ERROR_STATUS:
      return ERROR_MESSAGES.network;
    case 401:
      return ERROR_MESSAGES.unauthorized;
    case 403:
      return ERROR_MESSAGES.forbidden;
    case 404:
      return ERROR_MESSAGES.notFound;
    case 422:
      return ERROR_MESSAGES.unprocessable;
    case 500:
      return ERROR_MESSAGES.serverError;
    default:
      return undefined;
  }
};

/** The status of a refusal for too many attempts; its message (the server's) names the wait. */
export const TOO_MANY_REQUESTS_STATUS = 429;

/**
 * SPEC §8 login: 422 shows the login message; other statuses their status message; otherwise the 422 message.
 * A 429 shows the server's own message (issue #31: too many attempts is not a wrong password).
 */
export const loginErrorMessage = (status: number | undefined, serverMessage?: string): string => {
  if (status === NETWORK_ERROR_STATUS) return ERROR_MESSAGES.network;
  if (status === TOO_MANY_REQUESTS_STATUS && serverMessage !== undefined && serverMessage !== "") return serverMessage;
  if (status === 422) return ERROR_MESSAGES.loginFailed;
  return (status !== undefined ? messageForStatus(status) : undefined) ?? ERROR_MESSAGES.loginFailed;
};
