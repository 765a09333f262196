import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import type { CatalogueCourse } from "@app/domain/api/catalogue";
import { formatRoubles } from "../../lib/i18n/format";

/** A cover without an image gets a gradient of its own per category. */
const coverStyle = (course: CatalogueCourse) => {
  if (course.cover !== null) return { backgroundImage: `url(${course.cover})` };
  const hue = ((((course.category?.id ?? 0) * 47) % 360) + 220) % 360;
  return { backgroundImage: `linear-gradient(135deg, hsl(${hue} 70% 52%), hsl(${(hue + 40) % 360} 75% 60%))` };
};

const rub = (value: string): string => formatRoubles(value);

type Props = {
  readonly course: CatalogueCourse;
  /** The level of the card's heading: one below the list's own heading (issue #31: h3 straight after h1). */
  readonly headingLevel?: 2 | 3;
};

/** A course in the catalogue: cover, category, name, summary, school and price. The whole card opens the course's public page. */
export const CourseCard = ({ course, headingLevel = 3 }: Props) => {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { t } = useTranslation();
  const free = Number(course.price) === 0;
  const discounted = !free && Number(course.old_price) > Number(course.price);
  return (
    <article className="course-card" aria-labelledby={`course-${course.id}`}>
      <div className="course-card-cover" aria-hidden="true" style={coverStyle(course)}>
        {course.category !== null && <span className="course-card-category">{course.category.name}</span>}
      </div>
      <div className="course-card-body">
        <Heading id={`course-${course.id}`} className="course-card-title">
          <Link href={`/landing/courses/${course.id}`} className="course-card-link">
            {course.name}
          </Link>
        </Heading>
        <p className="course-card-summary">{course.summary}</p>
        <p className="course-card-meta">
          <Link href={`/school/${course.school.id}`}>{course.school.name}</Link>
          <span>{t("catalogue.lessons", { count: course.lessons_count })}</span>
        </p>
        <p className="course-card-price">
          <strong>{free ? t("catalogue.free") : rub(course.price)}</strong>
          {discounted && <s aria-label={t("catalogue.oldPrice")}>{rub(course.old_price)}</s>}
        </p>
      </div>
    </article>
  );
};
