import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { StudentBlockContent } from "@app/domain/api/passage";
import { byContent, type BlockContent } from "@app/domain/course/block-content";
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
  return byContent<ReactNode, ViewContent>(content, {
    text: (text) => (
      <div className="block" data-kind="text">
        <TextBlock text={text.text} format={text.format} />
      </div>
    ),
    test: (test) => (
      <div className="block" data-kind="test">
        {kind}
        <BlockHeading level={level}>{test.name}</BlockHeading>
        <TestPreview questions={test.questions} showCorrect={showCorrect} />
      </div>
    ),
    freeTask: (task) => (
      <div className="block" data-kind="freeTask">
        {kind}
        <BlockHeading level={level}>{task.title}</BlockHeading>
        <TextBlock text={task.text} />
        {task.files.map((file) => (
          <FileLink key={file.id} file={file} />
        ))}
      </div>
    ),
    media: (media) => (
      <figure className="block block-media" data-kind={media._tag}>
        <figcaption>
          {showKind && <span className="block-kind">{t(`kinds.${media._tag}`)}</span>}
          {media.title !== "" && <BlockHeading level={level}>{media.title}</BlockHeading>}
        </figcaption>
        <MediaBlock
          kind={media._tag}
          title={media.title}
          file={media.file}
          link={media._tag === "video" ? media.link : undefined}
        />
      </figure>
    ),
  });
};
