import { byContent, type BlockContent } from "../course/block-content";
import { textOf } from "../course/rich-text";

const lines = (parts: ReadonlyArray<string | undefined>): string =>
  parts.filter((part): part is string => part !== undefined && part.trim() !== "").join("\n");

/**
 * The words of a block as the history shows them before and after a change: a text without its markup,
 * a free task's title and text, a test's name, questions and answers, a media block's title (and link).
 */
export const blockText = (content: BlockContent): string =>
  byContent<string>(content, {
    text: (c) => textOf(c.text, c.format),
    freeTask: (c) => lines([c.title, c.text]),
    test: (c) => lines([c.name, ...c.questions.flatMap((q) => [q.text, ...q.answers.map((a) => a.text)])]),
    media: (c) => lines([c.title, c._tag === "video" ? c.link : undefined]),
  });
