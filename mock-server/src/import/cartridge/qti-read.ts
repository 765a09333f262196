import type { TestAnswer, TestQuestion } from "@app/domain/course/block-content";
import { wholeQuestionPoints } from "@app/domain/course/question-checks";
import { richTextPlain } from "@app/domain/course/rich-text";
import { childNamed, childrenNamed, deepText, findAllDeep, findDeep, type XmlElement } from "../xml";
import { CARTRIDGE_MESSAGES } from "./cartridge-messages";

/** The question profiles of CC's QTI 1.2 (and Canvas's names for them) the course's tests have. */
const SINGLE = new Set(["cc.multiple_choice.v0p1", "multiple_choice_question"]);
const MULTIPLE = new Set(["cc.multiple_response.v0p1", "multiple_answers_question"]);
const TRUE_FALSE = new Set(["cc.true_false.v0p1", "true_false_question"]);

export type QtiTest = {
  readonly name: string;
  readonly questions: ReadonlyArray<TestQuestion>;
  readonly skipped: ReadonlyArray<{ readonly place: string; readonly reason: string }>;
};

const metadata = (item: XmlElement): ReadonlyMap<string, string> => {
  const fields = new Map<string, string>();
  for (const field of findAllDeep(childNamed(item, "itemmetadata"), "qtimetadatafield"))
    fields.set(deepText(childNamed(field, "fieldlabel")), deepText(childNamed(field, "fieldentry")));
  return fields;
};

/** The text of a `material`: HTML (mattext texttype text/html) made plain, since a question's text is plain. */
const materialText = (material: XmlElement | undefined): string => {
  const mattext = findDeep(material, "mattext") ?? (material?.name === "mattext" ? material : undefined);
  if (mattext === undefined) return "";
  const raw = mattext.text.trim();
  return (mattext.attrs.texttype ?? "text/plain").toLowerCase().includes("html") ? richTextPlain(raw) : raw;
};

/** The response idents a positive-score condition asks for (not those under `<not>`). */
const wantedIdents = (condition: XmlElement): string[] => {
  const collect = (element: XmlElement): string[] =>
    element.name === "not"
      ? []
      : element.children.flatMap((child) => (child.name === "varequal" ? [child.text.trim()] : collect(child)));
  return collect(childNamed(condition, "conditionvar") ?? condition);
};

const scoreOf = (condition: XmlElement): number => {
  const setvar = childNamed(condition, "setvar");
  const value = Number(setvar?.text.trim() ?? "0");
  return Number.isFinite(value) ? value : 0;
};

const correctIdents = (item: XmlElement): ReadonlySet<string> => {
  const conditions = findAllDeep(childNamed(item, "resprocessing"), "respcondition").filter((c) => scoreOf(c) > 0);
  return new Set(conditions.flatMap(wantedIdents));
};

const explanationOf = (item: XmlElement): string | undefined => {
  const feedback = childrenNamed(item, "itemfeedback").find((f) => f.attrs.ident === "general_fb");
  const text = materialText(findDeep(feedback, "material"));
  return text === "" ? undefined : text;
};

/** A question, or why it is left out; `notes`: what changed in one that is kept. */
const question = (item: XmlElement, id: () => string, notes: string[]): TestQuestion | string => {
  const fields = metadata(item);
  const profile = fields.get("cc_profile") ?? fields.get("question_type") ?? "";
  const single = SINGLE.has(profile) || TRUE_FALSE.has(profile);
  if (!single && !MULTIPLE.has(profile)) return CARTRIDGE_MESSAGES.questionType(profile || "?");
  const presentation = childNamed(item, "presentation");
  const correct = correctIdents(item);
  const answers: TestAnswer[] = findAllDeep(presentation, "response_label").map((label) => ({
    answerID: id(),
    text: materialText(findDeep(label, "material")),
    correct: correct.has(label.attrs.ident ?? ""),
  }));
  const right = answers.filter((a) => a.correct).length;
  if (right === 0) return CARTRIDGE_MESSAGES.noCorrectAnswer;
  const weighting = Number(fields.get("cc_weighting") ?? fields.get("points_possible") ?? "1");
  const points = wholeQuestionPoints(weighting);
  if (points !== weighting) notes.push(CARTRIDGE_MESSAGES.pointsRounded(weighting, points));
  const explanation = explanationOf(item);
  return {
    questionID: id(),
    text: materialText(childNamed(presentation, "material") ?? findDeep(presentation, "material")),
    answers,
    // A choice question with several right answers is a checkbox one here (one right answer is the radio's rule).
    type: single && right === 1 ? "single" : "multiple",
    points,
    ...(explanation === undefined ? {} : { explanation }),
  };
};

/**
 * A QTI 1.2 assessment (`questestinterop`) as a test: its single and multiple choice and true/false
 * items, with points (`cc_weighting`, Canvas's `points_possible`) and the general feedback as the
 * explanation. Other items are left out, each with its place (`place › Вопрос N «…»`) and reason;
 * points that are no whole number from 1 to 100 are rounded into it, and reported.
 */
export const readQti = (root: XmlElement, place: string, fallbackName: string, id: () => string): QtiTest => {
  const assessment = findDeep(root, "assessment") ?? root;
  const skipped: Array<{ place: string; reason: string }> = [];
  const questions: TestQuestion[] = [];
  findAllDeep(assessment, "item").forEach((item, i) => {
    const title = item.attrs.title ?? "";
    const where = `${place} › Вопрос ${i + 1}${title === "" ? "" : ` «${title}»`}`;
    const notes: string[] = [];
    const result = question(item, id, notes);
    if (typeof result === "string") skipped.push({ place: where, reason: result });
    else questions.push(result);
    skipped.push(...notes.map((reason) => ({ place: where, reason })));
  });
  return { name: assessment.attrs.title ?? fallbackName, questions, skipped };
};
