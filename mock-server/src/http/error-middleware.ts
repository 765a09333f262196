import type { ErrorRequestHandler, RequestHandler } from "express";
import { messageForStatus } from "@app/domain/errors/catalogue";
import type { ErrorBody } from "@app/domain/api/error-body";
import { isHttpError } from "./http-error";
import { isStoreUnavailable } from "../store/store-unavailable";
import { requestIdOf } from "./request-id";

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: "Некорректный запрос",
  409: "Данные устарели: обновите страницу",
  413: "Слишком большой запрос",
  415: "Неподдерживаемый тип содержимого",
};

const bodyFor = (status: number, message: string | undefined, validation?: ErrorBody["errors"]): ErrorBody => {
  const text = message ?? messageForStatus(status) ?? STATUS_TEXT[status] ?? "Ошибка";
  return validation === undefined ? { error: { message: text } } : { error: { message: text }, errors: validation };
};

/**
 * Client errors raised by Express's own parts carry a 4xx `status`: body-parser (too large, bad
 * JSON), serve-static (a missing asset) and the router (a malformed %-escape in a path).
 */
const clientErrorStatus = (error: unknown): number | undefined => {
  if (typeof error !== "object" || error === null || !("status" in error)) return undefined;
  const status = error.status;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
};

/** 404 for an unknown /api path. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json(bodyFor(404, undefined));
};

/** GUIDE §1 and §5: the one error handler. Always JSON, never a stack trace. */
export const jsonErrors =
  (log: (line: string) => void): ErrorRequestHandler =>
  (error: unknown, req, res, _next) => {
    if (res.headersSent) {
      log(`[error after headers] request ${requestIdOf(res)} ${req.method} ${req.originalUrl}: ${String(error)}`);
      res.end();
      return;
    }
    if (isHttpError(error)) {
      const validation = error.validation === undefined ? undefined : { validation: error.validation };
      res.status(error.status).json(bodyFor(error.status, error.message || undefined, validation));
      return;
    }
    // The change could not be saved (disk full): nothing of it was kept. 503, with the server-error message.
    if (isStoreUnavailable(error)) {
      log(`[503] request ${requestIdOf(res)} ${req.method} ${req.originalUrl}: ${error.message}`);
      res.status(503).json(bodyFor(500, undefined));
      return;
    }
    const parsed = clientErrorStatus(error);
    if (parsed !== undefined) {
      res.status(parsed).json(bodyFor(parsed, undefined));
      return;
    }
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`[500] request ${requestIdOf(res)} ${req.method} ${req.originalUrl}: ${detail}`);
    res.status(500).json(bodyFor(500, undefined));
  };
