import { useTranslation } from "react-i18next";

type Question = { readonly questionID: string; readonly text: string; readonly answers: ReadonlyArray<{ readonly answerID: string; readonly text: string }> };

/** A test's questions and answers as a list, nothing to pick (longread, preview). */
export const TestPreview = ({ questions }: { readonly questions: ReadonlyArray<Question> }) => {
  const { t } = useTranslation("passage");
  return (
    <ol className="test-preview">
      {questions.map((q) => (
        <li key={q.questionID}>
          <p>{q.text}</p>
          <ul aria-label={t("test.answers")}>
            {q.answers.map((a) => (
              <li key={a.answerID}>{a.text}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
};
