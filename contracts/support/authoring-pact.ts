// The authoring contract's tokens, states and client, shared by its consumer files.
import { MatchersV3 } from "@pact-foundation/pact";
import { authoringApi } from "@app/web/lib/api/authoring-api";
import { TOKENS } from "./pact-setup";
import { webClient } from "./web-client";
import { storedDraftBody } from "./authoring-bodies";

export const { like, eachLike, integer, boolean, regex, fromProviderState } = MatchersV3;
export const AUTH = { Authorization: `Bearer ${TOKENS.valid}` };
export const JSON_AUTH = { ...AUTH, "Content-Type": "application/json" };
export const OWNER = "authoring: the owner is signed in";
export const OWNER_DRAFT = "authoring: the owner is signed in and has a draft with one text lesson";
export const EMPTY_DRAFT = "authoring: the owner is signed in and has an empty draft";
export const DRAFT_ID = 16;
export const SERVER_IDS = { module: "31", lesson: "61", block: "121" };
export const storedDraft = () => like(storedDraftBody(String(DRAFT_ID), SERVER_IDS));
export const signedIn = (url: string) =>
  authoringApi(webClient(url, { token: TOKENS.valid, refresh_token: TOKENS.refresh }).client);
export const failure = (call: Promise<unknown>): Promise<unknown> =>
  call.then(
    () => null,
    (e: unknown) => e,
  );

export const card = {
  id: integer(15),
  name: like("Машинное обучение (черновик)"),
  cover: like("data:image/svg+xml;base64,PHN2Zy8+"),
  category: { id: integer(1), name: like("Программирование") },
  status: regex(/^(published|changes_not_published)$/, "changes_not_published"),
  lessons_count: integer(4),
  students_count: integer(0),
  updated_at: like("2026-10-01T09:00:00.000Z"),
};
