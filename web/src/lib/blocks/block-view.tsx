import { useTranslation } from "react-i18next";
import type { StudentBlockContent } from "@app/domain/api/passage";
import { BlockHeading, type HeadingLevel } from "./block-heading";
import { FileLink } from "./file-link";
import { MediaBlock } from "./media-block";
import { TestPreview } from "./test-preview";
import { TextBlock } from "./text-block";
import "./blocks.css";

export type ViewContent = typeof StudentBlockContent.Type;

/**
 * Any block, read-only, as a student sees it: the lesson page uses it for the material kinds, the
 * longread and the preview for all ten. A block's kind is named for screen readers and sighted users.
 */
export const BlockView = ({ content, level }: { readonly content: ViewContent; readonly level: HeadingLevel }) => {
  const { t } = useTranslation("passage");
  const kind = t(`kinds.${content._tag}`);
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
          <p className="block-kind">{kind}</p>
          <BlockHeading level={level}>{content.name}</BlockHeading>
          <TestPreview questions={content.questions} />
        </div>
      );
    case "freeTask":
      return (
        <div className="block" data-kind="freeTask">
          <p className="block-kind">{kind}</p>
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
            <span className="block-kind">{kind}</span>
            {content.title !== "" && <BlockHeading level={level}>{content.title}</BlockHeading>}
          </figcaption>
          <MediaBlock kind={content._tag} title={content.title} file={content.file} />
        </figure>
      );
  }
};
