import { useTranslation } from "react-i18next";
import type { BlockContent } from "@app/domain/course/block-content";
import type { FileRef } from "@app/domain/course/ids";
import { formatSize } from "./file-size";

const FileLine = ({ file }: { readonly file: FileRef | null }) => {
  const { t } = useTranslation("constructor");
  if (file === null) return <p className="muted">{t("file.none")}</p>;
  return (
    <p>
      <a href={file.url} target="_blank" rel="noreferrer" translate="no">
        {file.name}
      </a>{" "}
      <span className="muted">{formatSize(file.size, t)}</span>
    </p>
  );
};

/** A block as the read-only constructor shows it (the assigned teacher): plain text, never HTML. */
export const BlockView = ({ content }: { readonly content: BlockContent }) => {
  const { t } = useTranslation("constructor");
  switch (content._tag) {
    case "text":
      return <p className="block-text">{content.text}</p>;
    case "test":
      return (
        <div>
          <p className="block-title">{content.name}</p>
          <ol className="question-list">
            {content.questions.map((q) => (
              <li key={q.questionID}>
                <p>{q.text}</p>
                <ul>
                  {q.answers.map((a) => (
                    <li key={a.answerID}>
                      {a.text}
                      {a.correct && <strong> — {t("test.correct")}</strong>}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      );
    case "freeTask":
      return (
        <div>
          <p className="block-title">{content.title}</p>
          <p className="block-text">{content.text}</p>
          {content.files.map((file) => (
            <FileLine key={file.id} file={file} />
          ))}
        </div>
      );
    case "image":
    case "video":
    case "document":
    case "htmlPresentation":
    case "file":
    case "audio":
    case "presentation":
      return (
        <div>
          {content.title !== "" && <p className="block-title">{content.title}</p>}
          <FileLine file={content.file} />
        </div>
      );
    default: {
      const never: never = content;
      return never;
    }
  }
};
