import type { TestQuestion } from "@app/domain/course/block-content";
import { esc, XML_HEAD } from "./xml-write";

const mattext = (text: string): string => `<material><mattext texttype="text/plain">${esc(text)}</mattext></material>`;

const field = (label: string, entry: string): string =>
  `<qtimetadatafield><fieldlabel>${label}</fieldlabel><fieldentry>${esc(entry)}</fieldentry></qtimetadatafield>`;

/** The condition that scores a question: its right answers picked (and, for several, the wrong ones not). */
const scoring = (question: TestQuestion, single: boolean): string => {
  const ident = (i: number) => `a${i + 1}`;
  const right = question.answers.flatMap((a, i) => (a.correct ? [ident(i)] : []));
  const wrong = question.answers.flatMap((a, i) => (a.correct ? [] : [ident(i)]));
  const vars = single
    ? `<varequal respident="response1">${right[0] ?? ""}</varequal>`
    : `<and>${right.map((id) => `<varequal respident="response1">${id}</varequal>`).join("")}${wrong
        .map((id) => `<not><varequal respident="response1">${id}</varequal></not>`)
        .join("")}</and>`;
  return `<respcondition continue="No"><conditionvar>${vars}</conditionvar><setvar action="Set" varname="SCORE">100</setvar></respcondition>`;
};

const item = (question: TestQuestion, index: number): string => {
  // A question without a type is a checkbox question (domain block-content), so "multiple" here.
  const single = question.type === "single";
  const explanation = question.explanation ?? "";
  const labels = question.answers
    .map((answer, i) => `<response_label ident="a${i + 1}">${mattext(answer.text)}</response_label>`)
    .join("");
  return [
    `<item ident="q${index + 1}" title="${esc(`Вопрос ${index + 1}`)}">`,
    "<itemmetadata><qtimetadata>",
    field("cc_profile", single ? "cc.multiple_choice.v0p1" : "cc.multiple_response.v0p1"),
    field("cc_weighting", String(question.points ?? 1)),
    "</qtimetadata></itemmetadata>",
    `<presentation>${mattext(question.text)}<response_lid ident="response1" rcardinality="${single ? "Single" : "Multiple"}"><render_choice>${labels}</render_choice></response_lid></presentation>`,
    '<resprocessing><outcomes><decvar varname="SCORE" vartype="Decimal" minvalue="0" maxvalue="100"/></outcomes>',
    scoring(question, single),
    explanation === ""
      ? ""
      : '<respcondition continue="Yes"><conditionvar><other/></conditionvar><displayfeedback feedbacktype="Response" linkrefid="general_fb"/></respcondition>',
    "</resprocessing>",
    explanation === ""
      ? ""
      : `<itemfeedback ident="general_fb"><flow_mat>${mattext(explanation)}</flow_mat></itemfeedback>`,
    "</item>",
  ].join("");
};

/** A test as a QTI 1.2 assessment of CC's profile: multiple choice or multiple response items with their weight. */
export const qtiAssessment = (ident: string, name: string, questions: ReadonlyArray<TestQuestion>): string =>
  XML_HEAD +
  [
    '<questestinterop xmlns="http://www.imsglobal.org/xsd/ims_qtiasiv1p2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/ims_qtiasiv1p2 http://www.imsglobal.org/profile/cc/ccv1p3/ccv1p3_qtiasiv1p2p1_v1p0.xsd">',
    `<assessment ident="${esc(ident)}" title="${esc(name)}">`,
    `<qtimetadata>${field("cc_profile", "cc.exam.v0p1")}${field("qmd_assessmenttype", "Examination")}</qtimetadata>`,
    '<section ident="root_section">',
    questions.map(item).join("\n"),
    "</section></assessment></questestinterop>",
  ].join("\n");
