import { Memory } from "lowdb";
import { describe, expect, it } from "vitest";
import { emptyDb } from "../store/db-schema";
import { openStore } from "../store/store";
import { answerDraftOf, saveAnswerDraft } from "./answer-drafts";

describe("answer drafts on the server (issue #30)", () => {
  it("a data file written before answer drafts existed still loads, with none", async () => {
    const { answerDrafts: _none, ...older } = emptyDb();
    const adapter = new Memory<unknown>();
    await adapter.write(older);
    const store = await openStore(adapter);
    expect(store.data.answerDrafts).toEqual([]);
    const owner = { courseId: 1, userId: 2, blockID: "b" };
    await store.update((db) =>
      saveAnswerDraft(db, owner, { text: "x", files: [], updated_at: "2026-11-27T07:00:00.000Z" }),
    );
    expect(answerDraftOf(store.data, owner)?.text).toBe("x");
    await store.close();
  });
});
