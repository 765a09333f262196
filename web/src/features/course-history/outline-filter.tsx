import { useTranslation } from "react-i18next";
import { lessonOf } from "@app/domain/course/course-query";
import type { HistoryFilter } from "../../lib/api/course-history-api";
import { useDomain } from "../../lib/model/domain-store";

type Props = {
  readonly courseID: string;
  readonly filter: HistoryFilter;
  readonly onChange: (filter: HistoryFilter) => void;
};

const valueOf = (filter: HistoryFilter): string =>
  filter.lesson !== undefined
    ? `lesson:${filter.lesson}`
    : filter.section !== undefined
      ? `section:${filter.section}`
      : "";

const filterOf = (value: string): HistoryFilter => {
  const [kind, ...rest] = value.split(":");
  const id = rest.join(":");
  if (kind === "lesson") return { lesson: id };
  if (kind === "section") return { section: id };
  return {};
};

/** The history filter: the whole course, one section or one lesson, from the course's outline as the editor has it now. */
export const OutlineFilter = ({ courseID, filter, onChange }: Props) => {
  const { t } = useTranslation("course-history");
  const course = useDomain((state) => state.courses[courseID]);
  const sections = (course?.moduleOrder ?? []).flatMap((moduleID) => {
    const section = course?.modules[moduleID];
    if (course === undefined || section === undefined || section.wasDeleted) return [];
    const lessons = section.lessonOrder.flatMap((lessonID) => {
      const lesson = lessonOf(course, lessonID);
      return lesson === undefined || lesson.wasDeleted ? [] : [{ id: lessonID, name: lesson.lessonName }];
    });
    return [{ id: moduleID, name: section.moduleName, lessons }];
  });
  return (
    <label className="history-filter">
      <span>{t("filter.label")}</span>
      <select value={valueOf(filter)} onChange={(event) => onChange(filterOf(event.target.value))} translate="no">
        <option value="">{t("filter.all")}</option>
        {sections.map((section) => (
          <optgroup key={section.id} label={t("filter.section", { name: section.name })}>
            <option value={`section:${section.id}`}>{t("filter.section", { name: section.name })}</option>
            {section.lessons.map((lesson) => (
              <option key={lesson.id} value={`lesson:${lesson.id}`}>
                {t("filter.lesson", { name: lesson.name })}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
};
