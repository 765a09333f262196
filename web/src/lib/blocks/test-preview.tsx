import { useTranslation } from "react-i18next";

type Answer = { readonly answerID: string; readonly text: string; readonly correct?: boolean };
type Question = { readonly questionID: string; readonly text: string; readonly answers: ReadonlyArray<Answer> };

/**
 * A test's questions and answers as a list, nothing to pick (longread, preview). `showCorrect`: the
 * correct answers are marked (the course's staff; students never get them).
 */
export const TestPreview = ({
  questions,
  showCorrect = false,
}: {
  readonly questions: ReadonlyArray<Question>;
  readonly showCorrect?: boolean;
}) => {
  const { t } = useTranslation("passage");
  return (
    <ol className="test-preview">
      {questions.map((q) => (
        <li key={q.questionID}>
          <p>{q.text}</p>
          <ul aria-label={t("test.answers")}>
            {q.answers.map((a) => (
              <li key={a.answerID}>
                {a.text}
                {showCorrect && a.correct === true && <strong> — {t("test.correctAnswer")}</strong>}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
};
