import { useTranslation } from "react-i18next";
import type { TestContent, TestQuestion } from "@app/domain/course/block-content";
import { LIMITS } from "@app/domain/constants";
import { blockField, updateBlock, type BlockAddress } from "./block-edit";
import { newId } from "./commands";
import { isSingleChoice } from "@app/domain/course/question-checks";
import { QuestionExtras, QuestionTypeChoice } from "./question-extras";
import { Field } from "./text-fields";
import { focusWhenShown } from "./focus-when-shown";

type Test = typeof TestContent.Type;
type Props = { readonly address: BlockAddress; readonly content: Test; readonly errors: ReadonlyMap<string, string> };

const newAnswer = () => ({ answerID: newId(), text: "", correct: false });

/** `Тест`: its name, questions, and each question's answers with `Правильный ответ`. */
export const TestBlockEditor = ({ address, content, errors }: Props) => {
  const { t } = useTranslation("constructor");
  const edit = (update: (test: Test) => Test) => updateBlock(address, "test", update);
  const editQuestion = (questionID: string, update: (question: TestQuestion) => TestQuestion) =>
    edit((test) => ({ ...test, questions: test.questions.map((q) => (q.questionID === questionID ? update(q) : q)) }));
  const questionsError = errors.get(blockField(address, "questions"));
  const addQuestion = () => {
    const questionID = newId();
    edit((test) => ({
      ...test,
      questions: [...test.questions, { questionID, text: "", answers: [newAnswer(), newAnswer()] }],
    }));
    // The author goes on with the new question's text.
    focusWhenShown(() =>
      document.querySelector<HTMLElement>(`[data-question="${CSS.escape(questionID)}"] [data-field$=".text"]`),
    );
  };

  return (
    <div className="test-editor">
      <Field
        label={t("test.name")}
        value={content.name}
        maxLength={LIMITS.name}
        error={errors.get(blockField(address, "name"))}
        field={blockField(address, "name")}
        onChange={(event) => {
          const name = event.target.value;
          edit((test) => ({ ...test, name }));
        }}
      />
      {content.questions.length === 0 && (
        <p className={questionsError ? "field-error" : "muted"}>{questionsError ?? t("test.noQuestions")}</p>
      )}
      <ol className="question-list">
        {content.questions.map((question, qi) => (
          <li key={question.questionID} className="question" data-question={question.questionID}>
            <fieldset>
              <legend>{t("test.question", { n: qi + 1 })}</legend>
              <QuestionTypeChoice question={question} onEdit={(update) => editQuestion(question.questionID, update)} />
              <Field
                label={t("test.questionText")}
                value={question.text}
                error={errors.get(blockField(address, `questions.${qi}.text`))}
                field={blockField(address, `questions.${qi}.text`)}
                onChange={(event) => {
                  const text = event.target.value;
                  editQuestion(question.questionID, (q) => ({ ...q, text }));
                }}
              />
              <ul className="answer-list">
                {question.answers.map((answer, ai) => (
                  <li key={answer.answerID} className="answer">
                    <Field
                      label={t("test.answer", { n: ai + 1 })}
                      value={answer.text}
                      error={errors.get(blockField(address, `questions.${qi}.answers.${ai}.text`))}
                      field={blockField(address, `questions.${qi}.answers.${ai}.text`)}
                      onChange={(event) => {
                        const text = event.target.value;
                        editQuestion(question.questionID, (q) => ({
                          ...q,
                          answers: q.answers.map((a) => (a.answerID === answer.answerID ? { ...a, text } : a)),
                        }));
                      }}
                    />
                    <label className="checkbox">
                      <input
                        type={isSingleChoice(question) ? "radio" : "checkbox"}
                        name={isSingleChoice(question) ? `correct-${question.questionID}` : undefined}
                        checked={answer.correct}
                        data-field={ai === 0 ? blockField(address, `questions.${qi}.correct`) : undefined}
                        onChange={(event) => {
                          const correct = event.target.checked;
                          editQuestion(question.questionID, (q) => ({
                            ...q,
                            answers: q.answers.map((a) =>
                              a.answerID === answer.answerID
                                ? { ...a, correct }
                                : isSingleChoice(q) && correct
                                  ? { ...a, correct: false }
                                  : a,
                            ),
                          }));
                        }}
                      />
                      {t("test.correct")}
                      <span className="visually-hidden"> — {t("test.answer", { n: ai + 1 })}</span>
                    </label>
                    <button
                      type="button"
                      className="text-button danger"
                      onClick={() =>
                        editQuestion(question.questionID, (q) => ({
                          ...q,
                          answers: q.answers.filter((a) => a.answerID !== answer.answerID),
                        }))
                      }
                    >
                      {t("test.removeAnswer", { n: ai + 1 })}
                    </button>
                  </li>
                ))}
              </ul>
              {errors.has(blockField(address, `questions.${qi}.answers`)) && (
                <p className="field-error">{errors.get(blockField(address, `questions.${qi}.answers`))}</p>
              )}
              {errors.has(blockField(address, `questions.${qi}.correct`)) && (
                <p className="field-error">{errors.get(blockField(address, `questions.${qi}.correct`))}</p>
              )}
              <QuestionExtras
                question={question}
                pointsError={errors.get(blockField(address, `questions.${qi}.points`))}
                pointsField={blockField(address, `questions.${qi}.points`)}
                onEdit={(update) => editQuestion(question.questionID, update)}
              />
              <div className="question-actions">
                <button
                  type="button"
                  className="button button-small"
                  data-field={blockField(address, `questions.${qi}.answers`)}
                  onClick={() =>
                    editQuestion(question.questionID, (q) => ({ ...q, answers: [...q.answers, newAnswer()] }))
                  }
                >
                  + {t("test.addAnswer")}
                  <span className="visually-hidden"> — {t("test.question", { n: qi + 1 })}</span>
                </button>
                <button
                  type="button"
                  className="text-button danger"
                  onClick={() =>
                    edit((test) => ({
                      ...test,
                      questions: test.questions.filter((q) => q.questionID !== question.questionID),
                    }))
                  }
                >
                  {t("test.removeQuestion", { n: qi + 1 })}
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button-small"
        data-field={blockField(address, "questions")}
        onClick={addQuestion}
      >
        + {t("test.addQuestion")}
      </button>
    </div>
  );
};
