import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import type { MyCoursesStatus } from "@app/domain/api/passage";

export const STATUSES: ReadonlyArray<MyCoursesStatus> = ["available", "incomplete", "completed"];

/** `Доступные`, `Незавершённые`, `Завершённые`: links that keep the chosen list in `?status=`. */
export const StatusTabs = ({ selected }: { readonly selected: MyCoursesStatus }) => {
  const { t } = useTranslation("my-courses");
  return (
    <nav className="status-tabs" aria-label={t("statusNav")}>
      <ul>
        {STATUSES.map((status) => (
          <li key={status}>
            <Link
              href={`/myCourses?status=${status}`}
              className="status-tab"
              aria-current={status === selected ? "page" : undefined}
            >
              {t(`status.${status}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
