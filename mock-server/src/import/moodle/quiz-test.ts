import type { TestQuestion } from "@app/domain/course/block-content";
import { shortened } from "@app/domain/course/problem-place";
import type { PackageSkip } from "../converted-package";
import { childNamed, childrenNamed, type XmlElement } from "../xml";
import { fieldOf, numberOf } from "./backup-xml";
import { MOODLE_MESSAGES } from "./moodle-messages";
import { convertQuestion } from "./moodle-question";
import type { QuestionBank } from "./question-bank";

/** One question slot of a quiz: the question it takes (or why none) and the mark it gives. */
type Slot = { readonly question: XmlElement | undefined; readonly random: boolean; readonly mark: number | undefined };

/** Moodle 4.x: a slot refers to a question bank entry (a version, or the latest), or to a random set. */
const slot4 = (instance: XmlElement, bank: QuestionBank): Slot => {
  const reference = childNamed(instance, "question_reference");
  const mark = numberOf(instance, "maxmark");
  if (reference === undefined)
    return { question: undefined, random: childNamed(instance, "question_set_reference") !== undefined, mark };
  const question = bank.byEntry(fieldOf(reference, "questionbankentryid").trim(), numberOf(reference, "version"));
  return { question, random: false, mark };
};

/** Moodle 2.x–3.x: a slot names the question (2.7+ `questionid` and `maxmark`; before, `question` and `grade`). */
const slot2 = (instance: XmlElement, bank: QuestionBank): Slot => {
  const id = (fieldOf(instance, "questionid") || fieldOf(instance, "question")).trim();
  return { question: bank.byId(id), random: false, mark: numberOf(instance, "maxmark") ?? numberOf(instance, "grade") };
};

/**
 * The quiz's slots in order: by `slot` (2.7+), else by the quiz's own `questions` list (2.0–2.6:
 * question ids with 0 for a page break), else as written.
 */
const slotsOf = (quiz: XmlElement, bank: QuestionBank): Slot[] => {
  const instances = [...childrenNamed(childNamed(quiz, "question_instances"), "question_instance")];
  const layout = fieldOf(quiz, "questions")
    .split(",")
    .map((id) => id.trim())
    .filter((id) => id !== "" && id !== "0");
  const rank = (instance: XmlElement): number => {
    const slot = numberOf(instance, "slot");
    if (slot !== undefined) return slot;
    const at = layout.indexOf(fieldOf(instance, "question").trim());
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  return instances
    .map((instance, i) => ({ instance, i, rank: rank(instance) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map(({ instance }) =>
      childNamed(instance, "question_reference") !== undefined ||
      childNamed(instance, "question_set_reference") !== undefined
        ? slot4(instance, bank)
        : slot2(instance, bank),
    );
};

export type QuizTest = {
  readonly name: string;
  readonly questions: ReadonlyArray<TestQuestion>;
  readonly skipped: ReadonlyArray<PackageSkip>;
};

/**
 * A quiz (its quiz.xml `quiz` element) as a test: each slot's multichoice or truefalse question
 * with the slot's mark as points; each other slot reported at `place › Вопрос N «name»`.
 */
export const quizTest = (quiz: XmlElement, bank: QuestionBank, place: string, id: () => string): QuizTest => {
  const questions: TestQuestion[] = [];
  const skipped: PackageSkip[] = [];
  slotsOf(quiz, bank).forEach((slot, i) => {
    const name = slot.question === undefined ? "" : fieldOf(slot.question, "name").trim();
    const where = `${place} › Вопрос ${i + 1}${name === "" ? "" : ` «${shortened(name)}»`}`;
    if (slot.question === undefined) {
      skipped.push({
        place: where,
        reason: slot.random ? MOODLE_MESSAGES.randomQuestion : MOODLE_MESSAGES.missingQuestion,
      });
      return;
    }
    const result = convertQuestion(slot.question, slot.mark, id);
    if ("refused" in result) {
      skipped.push({ place: where, reason: result.refused });
      return;
    }
    questions.push(result.question);
    for (const note of result.notes) skipped.push({ place: where, reason: note });
  });
  return { name: fieldOf(quiz, "name").trim(), questions, skipped };
};
