import { useTranslation } from "react-i18next";
import type { CourseBody } from "@app/domain/api/course-content";
import { priceAmount } from "@app/domain/access/enrolment-mode";
import { CourseSections } from "../../lib/course-page/course-sections";
import { formatRoubles } from "../../lib/i18n/format";

/** The price as a buyer sees it: free, or the price with the old one struck out when it is higher. */
const Price = ({ course }: { readonly course: CourseBody }) => {
  const { t } = useTranslation("passage");
  const price = priceAmount(course.additional.price.value);
  const old = priceAmount(course.additional.old_price.value);
  return (
    <p className="preview-price">
      <strong>{price > 0 ? formatRoubles(price) : t("preview.free")}</strong>
      {price > 0 && old > price && <s aria-label={t("preview.oldPrice")}>{formatRoubles(old)}</s>}
    </p>
  );
};

/**
 * The course page as a buyer and a student will see it (issue #20): category, summary, price and
 * the cover, then the public page's own sections (advantages, description, what he learns, for
 * whom, results, program, the outline, teachers), read from the draft.
 */
export const PreviewAbout = ({ course }: { readonly course: CourseBody }) => {
  const { t } = useTranslation("passage");
  const { general, style } = course;
  return (
    <div className="preview-about">
      <header className="preview-hero">
        <div className="preview-hero-text">
          {general.category !== null && <p className="preview-category">{general.category.name}</p>}
          {general.summary !== "" && <p className="preview-summary">{general.summary}</p>}
          <Price course={course} />
        </div>
        {style.cover === "" ? (
          <p className="preview-no-cover muted">{t("preview.noCover")}</p>
        ) : (
          <img className="preview-cover" src={style.cover} alt="" />
        )}
      </header>
      <CourseSections about={{ ...course, outline: course.moduleList }} />
      {course.moduleList.length === 0 && <p className="muted">{t("preview.empty")}</p>}
    </div>
  );
};
