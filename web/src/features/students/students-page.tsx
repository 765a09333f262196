import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { GroupsTab, SubdivisionsTab } from "./named-tabs";
import { StudentsTab } from "./students-tab";
import { useIsStaff } from "./use-staff";
import "./students-list.css";
import "./students-groups.css";
import "./students-csv.css";

const TABS = ["students", "groups", "subdivisions"] as const;
type Tab = (typeof TABS)[number];

/** /students: the students of the caller's courses; staff also get the 'Группы' and 'Подразделения' tabs. */
export const StudentsPage = () => {
  const { t } = useTranslation("students");
  useDocumentTitle(t("title"));
  const staff = useIsStaff();
  const [tab, setTab] = useState<Tab>("students");
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const shown: Tab = staff ? tab : "students";

  /** WAI-ARIA tabs: arrows, Home and End move between the tabs. */
  const onKey = (event: KeyboardEvent) => {
    const index = TABS.indexOf(shown);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = TABS[(next + TABS.length) % TABS.length] ?? "students";
    setTab(target);
    tabRefs.current[target]?.focus();
  };

  return (
    <section className="students-page">
      <h1>{t("title")}</h1>
      {staff && (
        <div className="students-tabs" role="tablist" aria-label={t("tabsLabel")} onKeyDown={onKey}>
          {TABS.map((name) => (
            <button
              key={name}
              ref={(node) => {
                tabRefs.current[name] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${name}-tab`}
              aria-selected={shown === name}
              aria-controls={`${baseId}-${name}-panel`}
              tabIndex={shown === name ? 0 : -1}
              onClick={() => setTab(name)}
            >
              {t(`tabs.${name}`)}
            </button>
          ))}
        </div>
      )}
      <div
        role={staff ? "tabpanel" : undefined}
        id={`${baseId}-${shown}-panel`}
        aria-labelledby={staff ? `${baseId}-${shown}-tab` : undefined}
        className="students-panel"
      >
        {shown === "students" && <StudentsTab staff={staff} />}
        {shown === "groups" && <GroupsTab />}
        {shown === "subdivisions" && <SubdivisionsTab />}
      </div>
    </section>
  );
};
