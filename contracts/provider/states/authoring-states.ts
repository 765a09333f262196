import type { ProviderRig } from "../provider-rig";
import { draftBody, REVOKED_SESSION, TWO_BLOCK_DRAFT, twoBlockDraftBody } from "../../support/authoring-bodies";
import { demoSeed, revokedSession, signIn, signedIn, type StateHandlers } from "./sessions";

/** Resets to the demo seed and signs `email` in; answers the token. */
const freshSignIn = async (rig: ProviderRig, email: string): Promise<string> => {
  await rig.reset();
  return signIn(rig, email);
};

/** Creates a course as the owner through the API; with `filled`, saves the one-lesson draft over it (version 2). */
const ownerCourse = async (rig: ProviderRig, filled: boolean): Promise<{ courseId: number }> => {
  const token = await freshSignIn(rig, "owner@demo.ru");
  const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
  const created = await rig.api("courses", {
    method: "POST",
    headers,
    body: JSON.stringify({ name: "Машинное обучение" }),
  });
  const { data } = (await created.json()) as { data: { id: number } };
  if (filled) {
    const saved = await rig.api(`courses/${data.id}/content`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ version: 1, course: draftBody(String(data.id)) }),
    });
    if (saved.status !== 200) throw new Error(`the draft was not saved: ${saved.status}`);
  }
  return { courseId: data.id };
};

/**
 * Creates a course as the owner and saves a lesson of two text blocks (version 2); answers the course
 * id and the server ids of the lesson and its blocks (a save's order steps name them).
 */
const twoBlockCourse = async (rig: ProviderRig): Promise<Record<string, string | number>> => {
  const token = await freshSignIn(rig, "owner@demo.ru");
  const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
  const created = await rig.api("courses", { method: "POST", headers, body: JSON.stringify({ name: "Курс" }) });
  const { data } = (await created.json()) as { data: { id: number } };
  const saved = await rig.api(`courses/${data.id}/content`, {
    method: "PUT",
    headers,
    body: JSON.stringify({ version: 1, course: twoBlockDraftBody(String(data.id)) }),
  });
  if (saved.status !== 200) throw new Error(`the draft was not saved: ${saved.status}`);
  const read = await rig.api(`courses/${data.id}/content`, { headers });
  const { data: content } = (await read.json()) as {
    data: {
      course: {
        moduleList: Array<{ lessons: Array<{ lessonID: string; lessonContent: Array<{ contentBlockID: string }> }> }>;
      };
    };
  };
  const lesson = content.course.moduleList[0]?.lessons[0];
  const [first, second] = lesson?.lessonContent ?? [];
  if (lesson === undefined || first === undefined || second === undefined)
    throw new Error("the two blocks were not saved");
  return {
    courseId: data.id,
    lessonId: lesson.lessonID,
    firstBlock: first.contentBlockID,
    secondBlock: second.contentBlockID,
  };
};

/** Uploads a private text note as the student; answers the token of `signInAs` (after a reset). */
const privateNote = async (rig: ProviderRig, signInAs: string): Promise<{ fileId: string }> => {
  const token = await freshSignIn(rig, signInAs);
  const student = signInAs === "student@demo.ru" ? token : (await rig.signIn("student@demo.ru")).token;
  const form = new FormData();
  form.set("file", new Blob(["Конспект урока: линейная регрессия"], { type: "text/plain" }), "konspekt.txt");
  const uploaded = await rig.api("file", {
    method: "POST",
    headers: { Authorization: `Bearer ${student}` },
    body: form,
  });
  const { data } = (await uploaded.json()) as { data: { id: string } };
  return { fileId: data.id };
};

/** Authoring states: the demo seed plus, where needed, a course the owner made through the API. */
export const authoringStates = (rig: ProviderRig): StateHandlers => ({
  "authoring: the owner is signed in": signedIn(rig, "owner@demo.ru"),
  "authoring: the student is signed in": signedIn(rig, "student@demo.ru"),
  "authoring: the owner is signed in and has a draft with one text lesson": () => ownerCourse(rig, true),
  "authoring: the owner is signed in and has an empty draft": () => ownerCourse(rig, false),
  [TWO_BLOCK_DRAFT]: () => twoBlockCourse(rig),
  "authoring: the owner has published a course with one text lesson": async () => {
    const course = await ownerCourse(rig, true);
    const published = await rig.api(`courses/${course.courseId}/publish`, {
      method: "POST",
      headers: { Authorization: `Bearer ${(await rig.signIn("owner@demo.ru")).token}` },
    });
    if (published.status !== 200) throw new Error(`the course was not published: ${published.status}`);
    rig.inject({});
    return course;
  },
  "authoring: the demo courses are published": demoSeed(rig),
  "authoring: the student has uploaded a private note": () => privateNote(rig, "student@demo.ru"),
  "authoring: the teacher is signed in and the student has uploaded a private note": () =>
    privateNote(rig, "teacher@demo.ru"),
  "authoring: a reset link was sent to the student": async () => {
    await rig.reset();
    await rig.resetTokenFor("student@demo.ru");
    return {};
  },
  [REVOKED_SESSION]: revokedSession(rig, "owner@demo.ru"),
});
