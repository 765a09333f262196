import { BLOCK_KINDS, byKind, type BlockContent, type BlockKind } from "../course/block-content";
import type { Rng } from "./prng";

const WORDS = [
  "урок",
  "задание",
  "курс",
  "пример",
  "основы",
  "практика",
  "теория",
  "итоги",
  "модуль",
  "вопрос",
  "ответ",
  "данные",
  "функция",
  "проект",
  "анализ",
  "история",
];

export const phrase = (rng: Rng, min: number, max: number): string => {
  const count = rng.int(min, max);
  const words: string[] = [];
  for (let i = 0; i < count; i++) words.push(rng.pick(WORDS) ?? "слово");
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export const pickKind = (rng: Rng): BlockKind =>
  rng.chance(0.4)
    ? "text"
    : rng.chance(0.4)
      ? rng.chance(0.5)
        ? "test"
        : "freeTask"
      : (rng.pick(BLOCK_KINDS) ?? "text");

/** Filled content of a kind, as an author would leave it. */
export const makeContent = (rng: Rng, kind: BlockKind, id: string): BlockContent =>
  byKind<BlockContent>(kind, {
    test: () => {
      const questions = Array.from({ length: rng.int(1, 3) }, (_, q) => ({
        questionID: `${id}-q${q}`,
        text: `${phrase(rng, 3, 8)}?`,
        answers: Array.from({ length: rng.int(2, 4) }, (_, a) => ({
          answerID: `${id}-q${q}-a${a}`,
          text: phrase(rng, 1, 4),
          correct: a === 0,
        })),
      }));
      return { _tag: "test", name: phrase(rng, 1, 3), questions };
    },
    freeTask: () => ({ _tag: "freeTask", title: phrase(rng, 2, 4), text: phrase(rng, 8, 30), files: [] }),
    text: () => ({ _tag: "text", text: phrase(rng, 10, 40) }),
    media: (media) => ({
      _tag: media,
      title: phrase(rng, 1, 3),
      file: { id: `f-${id}`, name: `${media}-${id}.bin`, url: `/api/file/f-${id}`, size: rng.int(1_000, 5_000_000) },
    }),
  });
