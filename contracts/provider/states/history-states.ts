import type { ProviderRig } from "../provider-rig";
import { draftBody } from "../../support/authoring-bodies";
import { signIn, type StateHandlers } from "./sessions";

type Draft = { data: { version: number; course: { moduleList: Array<{ lessons: Array<{ lessonID: string }> }> } } };

/**
 * A course with a history of three versions, made through the API as the owner: 1 created, 2 the
 * one-lesson draft saved (then published), 3 the lesson renamed (unpublished). Answers its id.
 */
const courseWithHistory = async (rig: ProviderRig): Promise<{ courseId: number }> => {
  await rig.reset();
  const token = await signIn(rig, "owner@demo.ru");
  const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
  const call = async (path: string, method: string, body?: unknown): Promise<Response> => {
    const answer = await rig.api(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (answer.status !== 200 && answer.status !== 201) throw new Error(`${method} ${path}: ${answer.status}`);
    return answer;
  };
  const created = (await (await call("courses", "POST", { name: "Машинное обучение" })).json()) as {
    data: { id: number };
  };
  const id = created.data.id;
  await call(`courses/${id}/content`, "PUT", { version: 1, course: draftBody(String(id)) });
  await call(`courses/${id}/publish`, "POST");
  const draft = (await (await call(`courses/${id}/content`, "GET")).json()) as Draft;
  const lessonID = draft.data.course.moduleList[0]?.lessons[0]?.lessonID ?? "";
  await call(`courses/${id}/content`, "PATCH", {
    version: draft.data.version,
    patch: { modules: [], lessons: [{ lessonID, lessonName: "Обучение с учителем", is_trial: true }], tasks: [] },
  });
  return { courseId: id };
};

/** Course history states (issue #22). */
export const historyStates = (rig: ProviderRig): StateHandlers => ({
  "history: the owner's course was saved, published, then changed": () => courseWithHistory(rig),
});
