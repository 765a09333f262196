import { describe, expect, it } from "vitest";
import { parseXml } from "../xml";
import { qtiAssessment } from "./qti-write";
import { readQti } from "./qti-read";

const ids = () => {
  let n = 0;
  return () => `id-${++n}`;
};

describe("QTI 1.2 tests (issue #38)", () => {
  it("reads multiple response, points and the general feedback; rounds points the course cannot have", () => {
    const xml = `<questestinterop><assessment title="Проверка"><section>
      <item ident="x" title="Какие?"><itemmetadata><qtimetadata>
        <qtimetadatafield><fieldlabel>cc_profile</fieldlabel><fieldentry>cc.multiple_response.v0p1</fieldentry></qtimetadatafield>
        <qtimetadatafield><fieldlabel>cc_weighting</fieldlabel><fieldentry>2.5</fieldentry></qtimetadatafield>
      </qtimetadata></itemmetadata>
      <presentation><material><mattext texttype="text/html">&lt;p&gt;Какие &lt;b&gt;чётные&lt;/b&gt;?&lt;/p&gt;</mattext></material>
        <response_lid ident="r" rcardinality="Multiple"><render_choice>
          <response_label ident="A"><material><mattext>2</mattext></material></response_label>
          <response_label ident="B"><material><mattext>3</mattext></material></response_label>
          <response_label ident="C"><material><mattext>4</mattext></material></response_label>
        </render_choice></response_lid></presentation>
      <resprocessing><respcondition><conditionvar><and><varequal respident="r">A</varequal><not><varequal respident="r">B</varequal></not><varequal respident="r">C</varequal></and></conditionvar><setvar action="Set" varname="SCORE">100</setvar></respcondition></resprocessing>
      <itemfeedback ident="general_fb"><flow_mat><material><mattext>Делятся на 2</mattext></material></flow_mat></itemfeedback>
      </item></section></assessment></questestinterop>`;
    const test = readQti(parseXml(xml, "q.xml"), "Тест", "", ids());
    expect(test.name).toBe("Проверка");
    expect(test.questions).toEqual([
      {
        questionID: "id-4",
        text: "Какие чётные ?",
        type: "multiple",
        points: 3,
        explanation: "Делятся на 2",
        answers: [
          { answerID: "id-1", text: "2", correct: true },
          { answerID: "id-2", text: "3", correct: false },
          { answerID: "id-3", text: "4", correct: true },
        ],
      },
    ]);
    expect(test.skipped).toEqual([
      {
        place: "Тест › Вопрос 1 «Какие?»",
        reason: "Баллы вопроса (2.5) стали 3: в курсе баллы — целое число от 1 до 100",
      },
    ]);
  });

  it("reads back what the export writes", () => {
    const questions = [
      {
        questionID: "q",
        text: "2 + 2 = ? <не тег> & «кавычки»",
        type: "single" as const,
        points: 5,
        explanation: "Сложение",
        answers: [
          { answerID: "a", text: "4", correct: true },
          { answerID: "b", text: "5", correct: false },
        ],
      },
    ];
    const test = readQti(parseXml(qtiAssessment("t", "Арифметика", questions), "t.xml"), "Тест", "", ids());
    expect(test.skipped).toEqual([]);
    expect(
      test.questions.map(({ questionID: _, answers, ...q }) => ({ ...q, answers: answers.map((a) => a.correct) })),
    ).toEqual([
      {
        text: "2 + 2 = ? <не тег> & «кавычки»",
        type: "single",
        points: 5,
        explanation: "Сложение",
        answers: [true, false],
      },
    ]);
  });
});
