import type { TestAnswer, TestQuestion } from "@app/domain/course/block-content";
import { wholeQuestionPoints } from "@app/domain/course/question-checks";
import { childNamed, childrenNamed, findDeep, type XmlElement } from "../xml";
import { fieldOf, numberOf } from "./backup-xml";
import { MOODLE_MESSAGES } from "./moodle-messages";
import { hasImages, plainText } from "./moodle-text";
import { questionTypeWords } from "./moodle-words";
import { qtypeOf } from "./question-bank";

/** A question converted, with the notes about what changed on the way; or why it is left out. */
export type QuestionResult =
  { readonly question: TestQuestion; readonly notes: ReadonlyArray<string> } | { readonly refused: string };

type MoodleAnswer = { readonly id: string; readonly text: string; readonly fraction: number };

const answersOf = (question: XmlElement, plugin: string): MoodleAnswer[] =>
  childrenNamed(childNamed(childNamed(question, plugin), "answers"), "answer").map((answer) => ({
    id: answer.attrs.id ?? "",
    text: plainText(fieldOf(answer, "answertext"), fieldOf(answer, "answerformat")),
    fraction: numberOf(answer, "fraction") ?? 0,
  }));

/** Points by the domain's rule for another system's mark (`wholeQuestionPoints`); a note when that changed it. */
const pointsFrom = (mark: number): { readonly points: number; readonly note?: string } => {
  const points = wholeQuestionPoints(mark);
  return points === mark ? { points } : { points, note: MOODLE_MESSAGES.pointsRounded(mark, points) };
};

/** Multichoice: one answer (`single` 1) has the right ones at the top fraction; several: every positive one. */
const multichoice = (question: XmlElement): { answers: MoodleAnswer[]; single: boolean; correct: Set<string> } => {
  const answers = answersOf(question, "plugin_qtype_multichoice_question");
  const single = fieldOf(findDeep(question, "multichoice"), "single").trim() === "1";
  const top = Math.max(0, ...answers.map((a) => a.fraction));
  const correct = new Set(answers.filter((a) => a.fraction > 0 && (!single || a.fraction === top)).map((a) => a.id));
  return { answers, single, correct };
};

/** True/false: Moodle stores its English «True»/«False»; the course shows them in Russian. */
const truefalse = (question: XmlElement): { answers: MoodleAnswer[]; correct: Set<string> } => {
  const own = answersOf(question, "plugin_qtype_truefalse_question");
  const ids = findDeep(question, "truefalse");
  const trueId = fieldOf(ids, "trueanswer").trim();
  const falseId = fieldOf(ids, "falseanswer").trim();
  const word = (a: MoodleAnswer): string => (a.id === trueId ? "Верно" : a.id === falseId ? "Неверно" : a.text);
  const answers = own.map((a) => ({ ...a, text: word(a) }));
  return { answers, correct: new Set(answers.filter((a) => a.fraction > 0).map((a) => a.id)) };
};

/**
 * One Moodle question as a test question: multichoice (one or several answers) and truefalse;
 * `mark` is what the quiz gives it (its slot's maxmark), else the question's default mark.
 */
export const convertQuestion = (question: XmlElement, mark: number | undefined, id: () => string): QuestionResult => {
  const qtype = qtypeOf(question);
  if (qtype === "random") return { refused: MOODLE_MESSAGES.randomQuestion };
  if (qtype !== "multichoice" && qtype !== "truefalse")
    return { refused: MOODLE_MESSAGES.unsupportedQuestion(questionTypeWords(qtype)) };
  const read = qtype === "multichoice" ? multichoice(question) : { ...truefalse(question), single: true };
  if (read.correct.size === 0) return { refused: MOODLE_MESSAGES.noCorrectAnswer };
  const notes: string[] = [];
  if (hasImages(fieldOf(question, "questiontext"))) notes.push(MOODLE_MESSAGES.questionImages);
  if (read.single && read.answers.some((a) => a.fraction > 0 && !read.correct.has(a.id)))
    notes.push(MOODLE_MESSAGES.partialCredit);
  const { points, note } = pointsFrom(mark ?? numberOf(question, "defaultmark") ?? 1);
  if (note !== undefined) notes.push(note);
  const answers: TestAnswer[] = read.answers.map((a) => ({
    answerID: id(),
    text: a.text,
    correct: read.correct.has(a.id),
  }));
  const explanation = plainText(fieldOf(question, "generalfeedback"), fieldOf(question, "generalfeedbackformat"));
  return {
    question: {
      questionID: id(),
      text: plainText(fieldOf(question, "questiontext"), fieldOf(question, "questiontextformat")),
      answers,
      type: read.single ? "single" : "multiple",
      points,
      ...(explanation === "" ? {} : { explanation }),
    },
    notes,
  };
};
