import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import type { SettingsActions } from "@app/domain/course/settings";
import { COURSE_TABS, tabPath, tabShown, type CourseTab } from "./course-tabs";

type Props = { readonly courseID: string; readonly current: CourseTab; readonly actions: SettingsActions };

/**
 * The course screen's tabs: a nav of links, the current one marked with aria-current. On a narrow
 * screen the row scrolls sideways, and a fade with an arrow at the cut edge says there is more (issue #30).
 */
export const CourseTabsNav = ({ courseID, current, actions }: Props) => {
  const { t } = useTranslation("student-course");
  const list = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState({ before: false, after: false });
  useEffect(() => {
    const row = list.current;
    if (row === null) return;
    const measure = () => {
      const before = row.scrollLeft > 1;
      const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      setMore((was) => (was.before === before && was.after === after ? was : { before, after }));
    };
    measure();
    row.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      row.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, [actions]);
  // On a phone the tabs scroll sideways: bring the current one into view (the page itself does not move).
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>("[aria-current='page']");
    if (row === null || active === null || active === undefined) return;
    if (
      active.offsetLeft < row.scrollLeft ||
      active.offsetLeft + active.offsetWidth > row.scrollLeft + row.clientWidth
    ) {
      row.scrollLeft = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
    }
  }, [current]);
  return (
    <nav
      className="course-tabs"
      aria-label={t("tabsNav")}
      data-more-before={more.before || undefined}
      data-more-after={more.after || undefined}
    >
      <ul ref={list}>
        {COURSE_TABS.filter((tab) => tabShown(tab, actions)).map((tab) => (
          <li key={tab}>
            <Link
              href={tabPath(courseID, tab)}
              className="course-tab"
              aria-current={tab === current ? "page" : undefined}
            >
              {t(`tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
