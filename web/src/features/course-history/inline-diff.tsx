import { useTranslation } from "react-i18next";
import { diffWords } from "@app/domain/course-history/word-diff";
import { coalesceWords } from "./coalesce-words";

type Props = { readonly before: string | null; readonly after: string | null };

/**
 * A text's change in place: words taken out struck through (<del>), words put in underlined (<ins>),
 * each also named for screen readers, which read <ins>/<del> as plain text. A text that only
 * appeared or only went is shown whole as such.
 */
export const InlineDiff = ({ before, after }: Props) => {
  const { t } = useTranslation("course-history");
  if (before === null && after === null) return null;
  const parts = coalesceWords(diffWords(before ?? "", after ?? ""));
  return (
    <p className="history-inline-diff" translate="no">
      {parts.map((part, index) =>
        part.op === "same" ? (
          <span key={index}>{part.text}</span>
        ) : part.op === "added" ? (
          <ins key={index}>
            <span className="visually-hidden">{`[${t("diff.inserted")}: `}</span>
            {part.text}
            <span className="visually-hidden">]</span>
          </ins>
        ) : (
          <del key={index}>
            <span className="visually-hidden">{`[${t("diff.removed")}: `}</span>
            {part.text}
            <span className="visually-hidden">]</span>
          </del>
        ),
      )}
    </p>
  );
};
