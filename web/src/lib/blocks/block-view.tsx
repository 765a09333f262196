import { useTranslation } from "react-i18next";
import type { StudentBlockContent } from "@app/domain/api/passage";
import type { BlockContent } from "@app/domain/course/block-content";
import { BlockHeading, type HeadingLevel } from "./block-heading";
import { FileLink } from "./file-link";
import { MediaBlock } from "./media-block";
import { TestPreview } from "./test-preview";
import { TextBlock } from "./text-block";
import "./blocks.css";

/** A block as a student gets it, or as its course has it (tests with their correct answers). */
export type ViewContent = typeof StudentBlockContent.Type | BlockContent;

type Props = {
  readonly content: ViewContent;
  readonly level: HeadingLevel;
  /** Mark a test's correct answers (the read-only constructor of an assigned teacher). */
  readonly showCorrect?: boolean;
  /** Name the block's kind above it (off where the page names it already, as a constructor card does). */
  readonly showKind?: boolean;
};

/**
 * Any block, read-only, as a student sees it: the lesson page uses it for the material kinds, the
 * longread and the preview for all ten, the read-only constructor too. A block's kind is named for
 * screen readers and sighted users.
 */
export const BlockView = ({ content, level, showCorrect = false, showKind = true }: Props) => {
  const { t } = useTranslation("passage");
  const kind = showKind ? <p className="block-kind">{t(`kinds.${content._tag}`)}</p> : null;
  switch (content._tag) {
    case "text":
      return (
        <div className="block" data-kind="text">
          <TextBlock text={content.text} />
        </div>
      );
    case "test":
      return (
        <div className="block" data-kind="test">
          {kind}
          <BlockHeading level={level}>{content.name}</BlockHeading>
          <TestPreview questions={content.questions} showCorrect={showCorrect} />
        </div>
      );
    case "freeTask":
      return (
        <div className="block" data-kind="freeTask">
          {kind}
          <BlockHeading level={level}>{content.title}</BlockHeading>
          <TextBlock text={content.text} />
          {content.files.map((file) => (
            <FileLink key={file.id} file={file} />
          ))}
        </div>
      );
    default:
      return (
        <figure className="block block-media" data-kind={content._tag}>
          <figcaption>
            {showKind && <span className="block-kind">{t(`kinds.${content._tag}`)}</span>}
            {content.title !== "" && <BlockHeading level={level}>{content.title}</BlockHeading>}
          </figcaption>
          <MediaBlock kind={content._tag} title={content.title} file={content.file} />
        </figure>
      );
  }
};
