import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES, maxLengthMessage } from "../validation/messages";
import {
  BANK_SUGGESTIONS_MAX,
  BANK_TEXT_MAX,
  bankTextError,
  insertSuggestion,
  slashQuery,
  suggestComments,
  type BankEntry,
} from "./comment-bank";

describe("comment bank: text", () => {
  it("is required and at most BANK_TEXT_MAX characters once trimmed", () => {
    expect(bankTextError("   ")).toBe(VALIDATION_MESSAGES.required);
    expect(bankTextError(` ${"a".repeat(BANK_TEXT_MAX)} `)).toBeUndefined();
    expect(bankTextError("a".repeat(BANK_TEXT_MAX + 1))).toBe(maxLengthMessage(BANK_TEXT_MAX));
  });
});

describe("comment bank: the / trigger", () => {
  it("opens at the start of the text or after a space, with the letters typed so far", () => {
    expect(slashQuery("/", 1)).toEqual({ start: 0, query: "" });
    expect(slashQuery("Хорошо. /спа", 12)).toEqual({ start: 8, query: "спа" });
    expect(slashQuery("строка\n/ис", 10)).toEqual({ start: 7, query: "ис" });
  });

  it("does not open inside a word, a fraction or a URL, after a space in the query, or for a long word", () => {
    expect(slashQuery("1/2", 3)).toBeNull();
    expect(slashQuery("https://x.ru/a", 14)).toBeNull();
    expect(slashQuery("/спасибо за", 11)).toBeNull();
    expect(slashQuery(`/${"а".repeat(31)}`, 32)).toBeNull();
  });

  it("reads only up to the caret", () => {
    expect(slashQuery("/спа дальше", 4)).toEqual({ start: 0, query: "спа" });
  });
});

describe("comment bank: suggestions", () => {
  const bank: ReadonlyArray<BankEntry> = [
    { id: 1, scope: "school", text: "Спасибо, {имя}! Отличная работа." },
    { id: 2, scope: "own", text: "Раскройте тему подробнее, {имя}." },
    { id: 3, scope: "own", text: "Спасибо за работу." },
    { id: 4, scope: "school", text: "Исправьте ошибки в «{задание}»." },
  ];

  it("suggests comments with a word starting with the query, the text's own start first, own before school", () => {
    expect(suggestComments(bank, "спа").map((c) => c.id)).toEqual([3, 1]);
    expect(suggestComments(bank, "раб").map((c) => c.id)).toEqual([3, 1]);
    expect(suggestComments(bank, "ТЕМ").map((c) => c.id)).toEqual([2]);
    expect(suggestComments(bank, "ош").map((c) => c.id)).toEqual([4]);
    expect(suggestComments(bank, "нет такого")).toEqual([]);
  });

  it("an empty query suggests everything, capped", () => {
    const many = Array.from({ length: 20 }, (_, i): BankEntry => ({ id: i, scope: "own", text: `Комментарий ${i}` }));
    expect(suggestComments(many, "")).toHaveLength(BANK_SUGGESTIONS_MAX);
    expect(suggestComments(bank, "").map((c) => c.id)).toEqual([2, 3, 1, 4]);
  });

  it("treats ё as е", () => {
    expect(suggestComments([{ id: 9, scope: "own", text: "Ещё раз проверьте" }], "еще").map((c) => c.id)).toEqual([9]);
  });
});

describe("comment bank: inserting", () => {
  it("replaces the /word with the text and puts the caret after it", () => {
    const text = "Итак, /спа и всё";
    const slash = slashQuery(text, 10);
    expect(slash).not.toBeNull();
    if (slash !== null)
      expect(insertSuggestion(text, slash, "Спасибо!")).toEqual({ text: "Итак, Спасибо! и всё", caret: 14 });
  });
});
