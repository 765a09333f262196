import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { StudentBlock } from "@app/domain/api/passage";
import type { FileRef } from "@app/domain/course/ids";
import { BlockView } from "../../lib/blocks/block-view";
import { Icon } from "../../lib/ui/icon";
import { completeBlock } from "./passage-actions";

type Props = {
  readonly courseID: string;
  readonly lessonID: string;
  readonly taskID: string | null;
  readonly block: StudentBlock;
  readonly completed: boolean;
};

// pdf.js and its worker load only when a lesson shows a PDF presentation (issue #30).
const PdfSlides = lazy(() => import("./pdf-slides").then((m) => ({ default: m.PdfSlides })));

/** A presentation uploaded as a PDF: shown in the page; others (and every file) stay a download. */
const pdfOf = (content: StudentBlock["content"]): { file: FileRef; title: string } | null =>
  content._tag === "presentation" && content.file !== null && /\.pdf$/i.test(content.file.name)
    ? { file: content.file, title: content.title === "" ? content.file.name : content.title }
    : null;

/**
 * A text or media block in a started lesson, with `Отметить как пройденное` until it is done. A PDF
 * presentation is also shown in the page, slide by slide, above its download link.
 */
export const MaterialBlock = ({ courseID, lessonID, taskID, block, completed }: Props) => {
  const { t } = useTranslation("passage");
  const [pending, setPending] = useState(false);
  const complete = async () => {
    setPending(true);
    await completeBlock(courseID, lessonID, taskID, block.contentBlockID, t("lesson.completeSent"));
    setPending(false);
  };
  const pdf = pdfOf(block.content);
  return (
    <article className={completed ? "passage-block is-done" : "passage-block"} id={`block-${block.contentBlockID}`}>
      <BlockView content={block.content} level={4} />
      {pdf !== null && (
        <Suspense fallback={<p className="muted">{t("blocks.loading")}</p>}>
          <PdfSlides file={pdf.file} title={pdf.title} />
        </Suspense>
      )}
      <div className="passage-block-footer">
        {completed ? (
          <p className="block-done">
            <Icon name="check" size={18} />
            {t("lesson.completed")}
          </p>
        ) : (
          <button type="button" className="button" disabled={pending} onClick={() => void complete()}>
            {t("lesson.complete")}
          </button>
        )}
      </div>
    </article>
  );
};
