import { lazy, Suspense, useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { RichValue } from "@app/domain/course/about";
import { runEdit } from "../../lib/authoring-ui/run-edit";
import { TextBlock } from "../../lib/blocks/text-block";
import { currentState } from "../../lib/model/domain-store";
import type { EditorValue } from "../../lib/rich-editor/editor-value";

/** The shared rich editor (Tiptap), its own chunk: fetched when the about tab shows the description. */
const RichTextEditor = lazy(() => import("../../lib/rich-editor/rich-text-editor"));

const editorValue = (description: RichValue): EditorValue =>
  description.format === undefined
    ? { text: description.value }
    : { text: description.value, format: description.format };

type Props = {
  readonly courseID: string;
  readonly description: RichValue;
  readonly error?: string | undefined;
  readonly readOnly: boolean;
};

/**
 * `Описание` (issue #20): the course's long description in the rich editor of text blocks (headings,
 * bold, italic, lists, quotes, code, links). It stays plain text until something is formatted; a
 * plain text written before opens as paragraphs. Read-only, it shows as the buyer will read it.
 */
export const DescriptionField = ({ courseID, description, error, readOnly }: Props) => {
  const { t } = useTranslation("course-about");
  const label = t("additional.description");
  const onChange = useCallback(
    (value: EditorValue) => {
      runEdit({
        _tag: "EditAboutText",
        courseID,
        field: "description",
        value: value.text,
        ...(value.format === undefined ? {} : { format: value.format }),
        at: Date.now(),
      });
    },
    [courseID],
  );
  const latest = useCallback((): EditorValue | undefined => {
    const course = currentState().courses[courseID];
    return course === undefined ? undefined : editorValue(course.additional.description);
  }, [courseID]);

  if (readOnly)
    return (
      <section className="field about-field about-description" aria-label={label}>
        <span className="about-description-label">{label}</span>
        <div className="about-description-view">
          <TextBlock text={description.value} format={description.format} />
        </div>
      </section>
    );
  return (
    <div className="about-field about-description">
      <Suspense fallback={<div className="rich-editor-placeholder" style={{ minHeight: 150 }} aria-busy="true" />}>
        <RichTextEditor
          label={label}
          value={editorValue(description)}
          error={error}
          onChange={onChange}
          latest={latest}
        />
      </Suspense>
    </div>
  );
};
