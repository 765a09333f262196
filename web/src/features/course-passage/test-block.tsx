import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { StudentBlock, StudentTestContent } from "@app/domain/api/passage";
import { requestKey } from "../../lib/offline/browser-outbox";
import { useOutboxState } from "../../lib/offline/offline-notice";
import { answerTest, record } from "./passage-actions";
import { saveTick } from "./tick-sender";
import { useTestPassage } from "./use-lesson-model";

type Props = {
  readonly courseID: string;
  readonly lessonID: string;
  readonly taskID: string | null;
  readonly block: StudentBlock;
  readonly content: typeof StudentTestContent.Type;
  readonly prohibitReplay: boolean;
  /** Issue #37: a hard date has passed: `Ответить` is off and points at the sentence with this id. */
  readonly closedBy?: string | undefined;
};

/**
 * A test: a radio button per answer of a single-choice question, a checkbox per answer of a
 * multiple-choice one (several may be right); points beside each question when the test has them. Each pick is `AnswerTest` (upserted per
 * question in the persisted passage, so a reload or another tab shows the same ticks); `Ответить`
 * sends the picks (kept for later when offline) and the server's score comes back with the
 * course. After an answer the result shows (points earned and each question's explanation);
 * `Пройти ещё раз` unless the course prohibits replay.
 */
export const TestBlock = ({ courseID, lessonID, taskID, block, content, prohibitReplay, closedBy }: Props) => {
  const { t } = useTranslation("passage");
  const { t: r } = useTranslation("rich-content");
  const contentBlockID = block.contentBlockID;
  const passage = useTestPassage({ courseID, lessonID, taskID, contentBlockID });
  const { isPending } = useOutboxState();
  const queued = isPending(
    requestKey({ _tag: "TestAnswers", courseID, blockID: contentBlockID, body: { answers: [] } }),
  );
  const [retaking, setRetaking] = useState(false);
  const [pending, setPending] = useState(false);
  const result = block.testResult;
  const showResult = result !== null && !retaking && !queued;

  const picked = (questionID: string): ReadonlyArray<string> => {
    if (showResult) return result.results.find((r) => r.questionID === questionID)?.answerIDList ?? [];
    return passage?.questions.find((q) => q.questionID === questionID)?.answerIDList ?? [];
  };

  // The picks live in the persisted passage (issue #15): each tick is saved at once, per question,
  // and sent to the server's draft of the test when online (another device finds them there).
  const testPassageID = passage?.testPassageID ?? contentBlockID;
  const pick = (questionID: string, answerIDList: ReadonlyArray<string>, id = testPassageID) =>
    record({
      _tag: "AnswerTest",
      courseID,
      lessonID,
      taskID,
      contentBlockID,
      testPassageID: id,
      questionID,
      answerIDList,
    });

  const toggle = (questionID: string, answerID: string, on: boolean, single: boolean) => {
    const current = picked(questionID);
    const next = single ? [answerID] : on ? [...current, answerID] : current.filter((id) => id !== answerID);
    if (pick(questionID, next)) saveTick({ courseID, blockID: contentBlockID }, questionID, next);
  };

  const answers = content.questions.map((q) => ({ questionID: q.questionID, answerIDList: picked(q.questionID) }));
  const complete = answers.every((a) => a.answerIDList.length > 0);

  const submit = async () => {
    setPending(true);
    const outcome = await answerTest(courseID, contentBlockID, answers, t("test.sent"));
    setPending(false);
    if (outcome._tag !== "failed") setRetaking(false);
  };

  const retry = () => {
    const next = crypto.randomUUID();
    for (const q of content.questions) pick(q.questionID, [], next);
    setRetaking(true);
  };

  const resultOf = (questionID: string) => result?.results.find((r) => r.questionID === questionID);
  const hasPoints = content.questions.some((q) => q.points !== undefined);

  return (
    <article className="passage-block passage-test" id={`block-${contentBlockID}`}>
      <p className="block-kind">{t("kinds.test")}</p>
      <h4 className="block-title">{content.name}</h4>
      {!showResult && <p className="muted">{t("test.hint")}</p>}
      {content.questions.map((q, index) => {
        const scored = showResult ? resultOf(q.questionID) : undefined;
        const right = scored?.correct;
        const single = q.type === "single";
        return (
          <fieldset key={q.questionID} className="test-question" disabled={showResult || pending || queued}>
            <legend>
              {index + 1}. {q.text}
              {hasPoints && <span className="test-points"> ({r("test.points", { count: q.points ?? 1 })})</span>}
            </legend>
            <p className="muted test-kind">{single ? r("test.pickOne") : r("test.pickAll")}</p>
            {q.answers.map((a) => (
              <label key={a.answerID} className="test-answer">
                <input
                  type={single ? "radio" : "checkbox"}
                  name={single ? `answer-${contentBlockID}-${q.questionID}` : undefined}
                  checked={picked(q.questionID).includes(a.answerID)}
                  onChange={(e) => toggle(q.questionID, a.answerID, e.target.checked, single)}
                />
                <span>{a.text}</span>
              </label>
            ))}
            {right !== undefined && (
              <p className={right ? "test-verdict is-right" : "test-verdict is-wrong"}>
                {right ? t("test.right") : t("test.wrong")}
                {hasPoints && scored?.max_points !== undefined && (
                  <> · {r("test.earned", { points: scored.points ?? 0, max: scored.max_points })}</>
                )}
              </p>
            )}
            {scored?.explanation !== undefined && (
              <p className="test-explanation">
                <strong>{r("test.explanation")}</strong> {scored.explanation}
              </p>
            )}
          </fieldset>
        );
      })}
      {showResult ? (
        <div className="test-result" role="status">
          <p className="test-score">
            {hasPoints
              ? r("test.scorePoints", { score: result.score, count: result.max_score })
              : t("test.score", { score: result.score, max: result.max_score })}
          </p>
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
          {/* Issue #30: a test with one attempt says so before `Ответить`, not after. */}
          {prohibitReplay && (
            <p className="test-one-attempt" id={`one-attempt-${contentBlockID}`}>
              {t("test.oneAttempt")}
            </p>
          )}
          <button
            type="button"
            className="button button-primary"
            disabled={!complete || pending || queued || closedBy !== undefined}
            aria-describedby={
              [prohibitReplay ? `one-attempt-${contentBlockID}` : null, closedBy ?? null]
                .filter((x) => x !== null)
                .join(" ") || undefined
            }
            onClick={() => void submit()}
          >
            {t("test.answer")}
          </button>
          {queued ? (
            <p className="muted">{t("test.queued")}</p>
          ) : (
            !complete && <p className="muted">{t("test.answerAll")}</p>
          )}
        </div>
      )}
    </article>
  );
};
