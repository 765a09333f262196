import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { StudentBlock, StudentTestContent } from "@app/domain/api/passage";
import { answerTest, record } from "./passage-actions";
import { useTestPassage } from "./use-lesson-model";

type Props = {
  readonly courseID: string;
  readonly lessonID: string;
  readonly taskID: string | null;
  readonly block: StudentBlock;
  readonly content: typeof StudentTestContent.Type;
  readonly prohibitReplay: boolean;
};

/**
 * A test: a checkbox per answer (several may be right). Each pick is `AnswerTest` (upserted per
 * question in the model); `Ответить` sends the picks and the server's score comes back with the
 * course. After an answer the result shows; `Пройти ещё раз` unless the course prohibits replay.
 */
export const TestBlock = ({ courseID, lessonID, taskID, block, content, prohibitReplay }: Props) => {
  const { t } = useTranslation("passage");
  const contentBlockID = block.contentBlockID;
  const passage = useTestPassage({ courseID, lessonID, taskID, contentBlockID });
  const [testPassageID, setTestPassageID] = useState(() => crypto.randomUUID());
  const [cleared, setCleared] = useState<ReadonlySet<string>>(new Set());
  const [retaking, setRetaking] = useState(false);
  const [pending, setPending] = useState(false);
  const result = block.testResult;
  const showResult = result !== null && !retaking;

  const picked = (questionID: string): ReadonlyArray<string> => {
    if (showResult) return result.results.find((r) => r.questionID === questionID)?.answerIDList ?? [];
    if (cleared.has(questionID)) return [];
    return passage?.questions.find((q) => q.questionID === questionID)?.answerIDList ?? [];
  };

  const toggle = (questionID: string, answerID: string, on: boolean) => {
    const current = picked(questionID);
    const next = on ? [...current, answerID] : current.filter((id) => id !== answerID);
    const rest = new Set(cleared);
    if (next.length === 0) rest.add(questionID);
    else if (record({ _tag: "AnswerTest", courseID, lessonID, taskID, contentBlockID, testPassageID, questionID, answerIDList: next })) rest.delete(questionID);
    setCleared(rest);
  };

  const answers = content.questions.map((q) => ({ questionID: q.questionID, answerIDList: picked(q.questionID) }));
  const complete = answers.every((a) => a.answerIDList.length > 0);

  const submit = async () => {
    setPending(true);
    const answer = await answerTest(courseID, contentBlockID, answers);
    setPending(false);
    if (answer !== null) setRetaking(false);
  };

  const retry = () => {
    setTestPassageID(crypto.randomUUID());
    setCleared(new Set());
    setRetaking(true);
  };

  const rightOf = (questionID: string) => result?.results.find((r) => r.questionID === questionID)?.correct;

  return (
    <article className="passage-block passage-test" id={`block-${contentBlockID}`}>
      <p className="block-kind">{t("kinds.test")}</p>
      <h4 className="block-title">{content.name}</h4>
      {!showResult && <p className="muted">{t("test.hint")}</p>}
      {content.questions.map((q, index) => {
        const right = showResult ? rightOf(q.questionID) : undefined;
        return (
          <fieldset key={q.questionID} className="test-question" disabled={showResult || pending}>
            <legend>
              {index + 1}. {q.text}
            </legend>
            {q.answers.map((a) => (
              <label key={a.answerID} className="test-answer">
                <input type="checkbox" checked={picked(q.questionID).includes(a.answerID)} onChange={(e) => toggle(q.questionID, a.answerID, e.target.checked)} />
                <span>{a.text}</span>
              </label>
            ))}
            {right !== undefined && <p className={right ? "test-verdict is-right" : "test-verdict is-wrong"}>{right ? t("test.right") : t("test.wrong")}</p>}
          </fieldset>
        );
      })}
      {showResult ? (
        <div className="test-result" role="status">
          <p className="test-score">{t("test.score", { score: result.score, max: result.max_score })}</p>
          {prohibitReplay ? (
            <p className="muted">{t("test.noReplay")}</p>
          ) : (
            <button type="button" className="button" onClick={retry}>
              {t("test.retry")}
            </button>
          )}
        </div>
      ) : (
        <div className="passage-block-footer">
          <button type="button" className="button button-primary" disabled={!complete || pending} onClick={() => void submit()}>
            {t("test.answer")}
          </button>
          {!complete && <p className="muted">{t("test.answerAll")}</p>}
        </div>
      )}
    </article>
  );
};
