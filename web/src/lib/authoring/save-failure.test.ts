import { describe, expect, it } from "vitest";
import { merge } from "rxjs";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { authored, given } from "@app/domain/model/test-kit";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { ApiError } from "../api/api-error";
import { uiOf } from "./authoring-ui-state";
import { failSave, localRefusal } from "./save-failure";
import { createSaveScheduler, type FailureKind } from "./save-scheduler";
import type { CourseSessionDeps, SaveAnswer, Session } from "./session-record";

const notCalled = () => Promise.reject(new Error("not part of this test"));

/** A failing save of course c1 with fakes around it: what it toasts is collected. */
const fail = (error: unknown, kind: FailureKind, changes: Partial<Session> = {}) => {
  const toasts: string[] = [];
  const deps: CourseSessionDeps = {
    api: { saveContent: notCalled, savePatch: notCalled },
    fetchServerCopy: notCalled,
    store: {
      read: () => null,
      write: () => undefined,
      clear: () => undefined,
      readConflict: () => null,
      keepConflict: () => undefined,
    },
    model: {
      currentState: () => given(...authored),
      dispatch: () => undefined,
      onEvents: () => () => undefined,
      nextSeq: () => 1,
    },
    now: () => 1_000,
    notifyError: (message) => void toasts.push(message),
    network: { isOnline: () => true, changes$: merge() },
  };
  const session: Session = {
    courseID: "c1",
    scheduler: createSaveScheduler<SaveAnswer>(1, {
      send: notCalled,
      confirm: () => undefined,
      fail: () => undefined,
      isOnline: () => true,
      network$: merge(),
    }),
    baseVersion: 1,
    pending: [],
    saveRequestedAt: 3,
    base: undefined,
    sent: undefined,
    endVersion: false,
    sendingEnd: false,
    ...changes,
  };
  failSave(deps, session, error, kind);
  return { toasts, session };
};

const refused = (status: number, message: string, validation?: Record<string, string[]>) =>
  new ApiError(status, { error: { message }, ...(validation ? { errors: { validation } } : {}) });

describe("a failed save, by kind", () => {
  it("a server failure is the server's toast; a lost network says nothing (the scheduler retries)", () => {
    expect(fail(new ApiError(500, null), "server").toasts).toEqual([ERROR_MESSAGES.serverError]);
    expect(fail(new ApiError(0, null), "network").toasts).toEqual([]);
  });

  it("a refusal toasts the server's words; a 422 with fields toasts once that fields are wrong", () => {
    expect(fail(refused(400, "Слишком много"), "rejected").toasts).toEqual(["Слишком много"]);
    const invalid = refused(422, "Ошибка", { "general.name": ["Слишком длинное название"] });
    expect(fail(invalid, "rejected").toasts).toEqual([VALIDATION_MESSAGES.invalidFields]);
  });

  it("the editor's own refusal of its draft is shown at the fields, without a toast", () => {
    const refusal = localRefusal([{ field: "general.name", message: "Слишком длинное название" }]);
    expect(refusal.status).toBe(422);
    expect(fail(refusal, "rejected").toasts).toEqual([]);
  });

  it("a 404 says the course was deleted elsewhere instead of a toast", () => {
    expect(fail(refused(404, "Не найдено"), "rejected").toasts).toEqual([]);
    expect(uiOf("c1").deleted).toBe(true);
  });

  it("a failed save that ended the version puts that end back for the next save, and forgets the pending Сохранить", () => {
    const { session } = fail(new ApiError(500, null), "server", { sendingEnd: true });
    expect(session.endVersion).toBe(true);
    expect(session.sendingEnd).toBe(false);
    expect(session.saveRequestedAt).toBeNull();
  });
});
