import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { AddToGroupBar } from "./add-to-group-bar";
import { InviteStudentModal } from "./invite-student-modal";
import { Pager } from "./pager";
import { RosterImportModal } from "./roster-import-modal";
import { STUDENTS_PER_PAGE, useGroups, useStudents } from "./people-queries";
import { StudentDetailsModal } from "./student-details-modal";
import { pageCount } from "./student-name";
import { StudentsTable } from "./students-table";
import { useDebounced } from "./use-debounced";

const SEARCH_DELAY_MS = 300;
const SEARCH_MAX = 256;

/** The students list: 'Поиск' (debounced), the group filter, paging, details, and for staff selection and invitations. */
export const StudentsTab = ({ staff }: { readonly staff: boolean }) => {
  const { t } = useTranslation("students");
  const ids = { search: useId(), group: useId() };
  const [text, setText] = useState("");
  const search = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const [groupId, setGroupId] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [filterKey, setFilterKey] = useState(`${search}|${groupId ?? ""}`);
  if (filterKey !== `${search}|${groupId ?? ""}`) {
    setFilterKey(`${search}|${groupId ?? ""}`);
    setPage(1);
  }
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [details, setDetails] = useState<{ readonly id: number; readonly open: boolean } | null>(null);
  const [inviting, setInviting] = useState(false);
  const [importing, setImporting] = useState(false);
  const students = useStudents({ page, search, groupId });
  const groups = useGroups(staff);
  const data = students.data;

  const select = (changed: ReadonlyArray<number>, on: boolean) =>
    setSelected((now) => {
      const next = new Set(now);
      for (const id of changed)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });

  return (
    <div className="students-tab">
      <div className="students-toolbar">
        <div className="field students-search">
          <label htmlFor={ids.search}>{t("search")}</label>
          <input
            id={ids.search}
            type="search"
            value={text}
            maxLength={SEARCH_MAX}
            placeholder={t("searchPlaceholder")}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        {staff && (
          <div className="field">
            <label htmlFor={ids.group}>{t("groupFilter")}</label>
            <select
              id={ids.group}
              value={groupId ?? ""}
              onChange={(e) => setGroupId(e.target.value === "" ? undefined : Number(e.target.value))}
            >
              <option value="">{t("allGroups")}</option>
              {(groups.data?.data ?? []).map((group) => (
                <option key={group.id} value={String(group.id)} translate="no">
                  {group.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {staff && (
          <button type="button" className="button button-primary students-invite" onClick={() => setInviting(true)}>
            {t("invite")}
          </button>
        )}
        {staff && (
          <button type="button" className="button students-roster" onClick={() => setImporting(true)}>
            {t("roster.open")}
          </button>
        )}
      </div>
      {staff && <AddToGroupBar selected={[...selected]} onDone={() => setSelected(new Set())} />}
      {students.isPending && <p className="muted">{t("loading")}</p>}
      {students.isError && data === undefined && (
        <div className="students-error" role="alert">
          <p>{t("loadError")}</p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t("reload")}
          </button>
        </div>
      )}
      {data !== undefined && (
        <>
          <p className="muted students-found" aria-live="polite">
            {t("found", { count: data.meta.total })}
          </p>
          {data.data.length === 0 ? (
            <p className="students-empty">{search === "" && groupId === undefined ? t("emptyAll") : t("empty")}</p>
          ) : (
            <StudentsTable
              students={data.data}
              selected={staff ? selected : null}
              onSelect={select}
              onOpen={(id) => setDetails({ id, open: true })}
            />
          )}
          <Pager page={page} pages={pageCount(data.meta.total, STUDENTS_PER_PAGE)} onPage={setPage} />
        </>
      )}
      <StudentDetailsModal
        userId={details?.id ?? null}
        open={details?.open === true}
        onClose={() => setDetails((now) => (now === null ? null : { ...now, open: false }))}
      />
      {staff && <InviteStudentModal open={inviting} onClose={() => setInviting(false)} />}
      {staff && <RosterImportModal open={importing} onClose={() => setImporting(false)} />}
    </div>
  );
};
