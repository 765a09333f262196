import type { RichValue } from "@app/domain/course/about";
import { RichText } from "../blocks/rich-text";

/**
 * The course's long description as a buyer and a student read it (issue #20): a rich one through the
 * one sanitizer (lib/blocks/rich-text), a plain one as typed, its line breaks kept, never as HTML.
 */
export const CourseDescription = ({
  description,
  className = "landing-text",
}: {
  readonly description: RichValue;
  readonly className?: string;
}) =>
  description.format === "html" ? (
    <RichText html={description.value} className="course-description" />
  ) : (
    <p className={className}>{description.value.trim()}</p>
  );
