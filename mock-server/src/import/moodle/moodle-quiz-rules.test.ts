import { describe, expect, it } from "vitest";
import { MOODLE_MESSAGES } from "./moodle-messages";
import { convertMoodleBackup } from "./moodle-converter";
import { backup, answer, multichoice, plainTest } from "./moodle-rules.fixtures";

describe("Moodle quizzes as tests", () => {
  const quizBackup = (quizXml: string, questions: string) =>
    backup({
      sections: [{ id: "1", number: 1, name: "Тесты", sequence: "30" }],
      activities: [
        { id: "30", section: "1", module: "quiz", title: "Проверка", xml: `<name>Проверка</name>${quizXml}` },
      ],
      questions,
    });

  it("Moodle 4: slots by bank entry and version; one-answer questions keep the top answer; marks become whole points", async () => {
    const entry = (id: string, versions: ReadonlyArray<[number, string]>) =>
      `<question_bank_entry id="${id}"><question_version>${versions.map(([v, q]) => `<question_versions id="${id}${v}"><version>${v}</version><questions>${q}</questions></question_versions>`).join("")}</question_version></question_bank_entry>`;
    const questions = `<question_category id="1"><question_bank_entries>${[
      entry("1", [
        [1, multichoice("101", "Старый", 1, answer("1", "a", 1))],
        [
          2,
          multichoice(
            "102",
            "Столица",
            1,
            answer("2", "<p>Москва</p>", 1) + answer("3", "Казань", 0.5) + answer("4", "Сочи", 0),
            3,
          ),
        ],
      ]),
      entry("2", [
        [
          1,
          multichoice(
            "201",
            "Числа",
            0,
            answer("5", "2", 0.5) + answer("6", "3", 0.5) + answer("7", "4", -1),
            1,
            '<img src="@@PLUGINFILE@@/n.png">',
          ),
        ],
      ]),
      entry("3", [[1, multichoice("301", "Без верного", 1, answer("8", "x", 0) + answer("9", "y", 0))]]),
    ].join("")}</question_bank_entries></question_category>`;
    const slot = (n: number, mark: string, ref: string) =>
      `<question_instance id="${n}"><slot>${n}</slot><page>1</page><maxmark>${mark}</maxmark>${ref}</question_instance>`;
    const quiz = `<question_instances>${[
      slot(
        2,
        "2.5000000",
        "<question_reference><questionbankentryid>2</questionbankentryid><version>$@NULL@$</version></question_reference>",
      ),
      slot(
        1,
        "1.0000000",
        "<question_reference><questionbankentryid>1</questionbankentryid><version>$@NULL@$</version></question_reference>",
      ),
      slot(3, "1.0000000", "<question_set_reference><filtercondition>{}</filtercondition></question_set_reference>"),
      slot(
        4,
        "1.0000000",
        "<question_reference><questionbankentryid>1</questionbankentryid><version>1</version></question_reference>",
      ),
      slot(
        5,
        "1.0000000",
        "<question_reference><questionbankentryid>3</questionbankentryid><version>$@NULL@$</version></question_reference>",
      ),
      slot(
        6,
        "1.0000000",
        "<question_reference><questionbankentryid>99</questionbankentryid><version>$@NULL@$</version></question_reference>",
      ),
    ].join("")}</question_instances>`;
    const converted = await convertMoodleBackup(quizBackup(quiz, questions));
    const test = converted.document.course.moduleList[0]?.lessons[0]?.lessonContent[0]?.content;
    expect(test?._tag === "test" ? test.name : undefined).toBe("Проверка");
    expect(plainTest(test)).toEqual([
      {
        text: "Столица?",
        type: "single",
        points: 1,
        answers: [
          ["Москва", true],
          ["Казань", false],
          ["Сочи", false],
        ],
      },
      {
        text: "Числа?",
        type: "multiple",
        points: 3,
        answers: [
          ["2", true],
          ["3", true],
          ["4", false],
        ],
      },
      { text: "Старый?", type: "single", points: 1, answers: [["a", true]] },
    ]);
    const place = "Раздел 1 «Тесты» › Тест «Проверка»";
    expect(converted.skipped).toEqual([
      { place: `${place} › Вопрос 1 «Столица»`, reason: MOODLE_MESSAGES.partialCredit },
      { place: `${place} › Вопрос 2 «Числа»`, reason: MOODLE_MESSAGES.questionImages },
      { place: `${place} › Вопрос 2 «Числа»`, reason: MOODLE_MESSAGES.pointsRounded(2.5, 3) },
      { place: `${place} › Вопрос 3`, reason: MOODLE_MESSAGES.randomQuestion },
      { place: `${place} › Вопрос 5 «Без верного»`, reason: MOODLE_MESSAGES.noCorrectAnswer },
      { place: `${place} › Вопрос 6`, reason: MOODLE_MESSAGES.missingQuestion },
    ]);
    expect(MOODLE_MESSAGES.pointsRounded(2.5, 3)).toBe("Баллы 2,5 заменены на 3: баллы — целое число от 1 до 100");
  });

  it("Moodle 2.7–3.x slots name the question id; 2.0–2.6 order by the quiz's list, with the instance's grade", async () => {
    const bank = `<question_category id="1"><questions>${
      multichoice("7", "Первый", 1, answer("1", "да", 1) + answer("2", "нет", 0)) +
      `<question id="8"><name>ВН</name><questiontext>Земля круглая</questiontext><questiontextformat>2</questiontextformat><defaultmark>2</defaultmark><qtype>truefalse</qtype><plugin_qtype_truefalse_question><answers>${answer("3", "True", 0)}${answer("4", "False", 1)}</answers><truefalse id="1"><trueanswer>3</trueanswer><falseanswer>4</falseanswer></truefalse></plugin_qtype_truefalse_question></question>`
    }</questions></question_category>`;
    const v3 = await convertMoodleBackup(
      quizBackup(
        `<question_instances><question_instance id="1"><slot>2</slot><questionid>7</questionid><maxmark>1.0</maxmark></question_instance><question_instance id="2"><slot>1</slot><questionid>8</questionid><maxmark>150</maxmark></question_instance></question_instances>`,
        bank,
      ),
    );
    expect(plainTest(v3.document.course.moduleList[0]?.lessons[0]?.lessonContent[0]?.content)).toEqual([
      {
        text: "Земля круглая",
        type: "single",
        points: 100,
        answers: [
          ["Верно", false],
          ["Неверно", true],
        ],
      },
      {
        text: "Первый?",
        type: "single",
        points: 1,
        answers: [
          ["да", true],
          ["нет", false],
        ],
      },
    ]);
    expect(v3.skipped.map((s) => s.reason)).toEqual([MOODLE_MESSAGES.pointsRounded(150, 100)]);
    const v2 = await convertMoodleBackup(
      quizBackup(
        `<questions>8,0,7,0</questions><question_instances><question_instance id="1"><question>7</question><grade>4</grade></question_instance><question_instance id="2"><question>8</question><grade>1</grade></question_instance></question_instances>`,
        bank,
      ),
    );
    const order = plainTest(v2.document.course.moduleList[0]?.lessons[0]?.lessonContent[0]?.content);
    expect(order.map((q) => [q.text, q.points])).toEqual([
      ["Земля круглая", 1],
      ["Первый?", 4],
    ]);
  });
});
