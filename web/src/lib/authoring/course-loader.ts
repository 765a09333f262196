import { ERROR_MESSAGES, messageForStatus } from "@app/domain/errors/catalogue";
import { isApiError } from "../api/api-error";
import { dispatch } from "../model/domain-store";
import { updateUi } from "./authoring-ui-state";
import { adoptServerCopy, startSession } from "./authoring-services";
import { pendingStore } from "./pending-store";
import { fetchServerCopy } from "./server-copy";

const store = pendingStore();

export type LoadResult = { readonly readOnly: boolean };

/** Why a course could not be loaded, in SPEC §8 words: 403 / 404 by status, otherwise "reload the page". */
export const loadErrorMessage = (error: unknown): string => {
  if (isApiError(error) && (error.status === 403 || error.status === 404))
    return messageForStatus(error.status) ?? ERROR_MESSAGES.reloadPage;
  return ERROR_MESSAGES.reloadPage;
};

const fetchCopy = fetchServerCopy;

/**
 * Loads a course's draft into the model (`CourseLoaded`) and starts its save loop. Changes kept from
 * an earlier visit are replayed and sent when the server is still at their version; when it moved
 * on, they go to the conflict copy and the conflict dialog tells the user.
 */
export const loadCourse = async (courseID: string): Promise<LoadResult> => {
  if (!/^\d+$/.test(courseID)) throw new Error("not a course id");
  const { content, snapshot } = await fetchCopy(courseID);
  dispatch({ _tag: "CourseLoaded", course: snapshot });
  updateUi(courseID, { published: snapshot.published });
  if (content.read_only) return { readOnly: true };
  const kept = store.read(courseID);
  if (kept !== null && kept.version === content.version) {
    startSession(
      courseID,
      content.version,
      kept.events.map((entry) => entry.event),
    );
  } else {
    if (kept !== null) {
      store.keepConflict(courseID, { savedAt: Date.now(), version: kept.version, body: null, events: kept.events });
      store.clear(courseID);
      updateUi(courseID, { conflict: "load" });
    }
    startSession(courseID, content.version);
  }
  return { readOnly: false };
};

/** `Обновить курс`: the server's copy replaces the local one. */
export const reloadFromServer = async (courseID: string): Promise<void> => {
  const { content, snapshot } = await fetchCopy(courseID);
  adoptServerCopy(courseID, content.version, snapshot);
};
