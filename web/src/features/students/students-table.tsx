import { useTranslation } from "react-i18next";
import type { StudentSummary } from "@app/domain/api/people";
import { Avatar } from "../../lib/ui/avatar";
import { displayName } from "@app/domain/people/display-name";

type Props = {
  readonly students: ReadonlyArray<StudentSummary>;
  /** Staff select students to add them to a group; null hides the checkboxes (a teacher). */
  readonly selected: ReadonlySet<number> | null;
  readonly onSelect: (ids: ReadonlyArray<number>, on: boolean) => void;
  readonly onOpen: (id: number) => void;
};

/** The students as a table (cards on phones): avatar and name, e-mail, courses count, groups. */
export const StudentsTable = ({ students, selected, onSelect, onOpen }: Props) => {
  const { t } = useTranslation("students");
  const ids = students.map((student) => student.id);
  const allOn = selected !== null && ids.length > 0 && ids.every((id) => selected.has(id));
  return (
    <table className="students-table">
      <caption className="visually-hidden">{t("table.caption")}</caption>
      <thead>
        <tr>
          {selected !== null && (
            <th scope="col" className="students-check">
              <input
                type="checkbox"
                aria-label={t("table.selectAll")}
                checked={allOn}
                onChange={(e) => onSelect(ids, e.target.checked)}
              />
            </th>
          )}
          <th scope="col">{t("table.student")}</th>
          <th scope="col">{t("table.email")}</th>
          <th scope="col">{t("table.courses")}</th>
          <th scope="col">{t("table.groups")}</th>
        </tr>
      </thead>
      <tbody>
        {students.map((student) => {
          const name = displayName(student);
          return (
            <tr key={student.id} data-testid="student-row">
              {selected !== null && (
                <td className="students-check">
                  <input
                    type="checkbox"
                    aria-label={t("table.selectOne", { name })}
                    checked={selected.has(student.id)}
                    onChange={(e) => onSelect([student.id], e.target.checked)}
                  />
                </td>
              )}
              <th scope="row">
                <span className="students-name">
                  <Avatar picture={student.profile_picture} name="" size={40} imageOnly />
                  <button
                    type="button"
                    className="students-open"
                    onClick={() => onOpen(student.id)}
                    aria-haspopup="dialog"
                  >
                    {name}
                  </button>
                </span>
              </th>
              <td data-label={t("table.email")} className="students-email">
                {student.email}
              </td>
              <td data-label={t("table.courses")}>{student.courses_count}</td>
              <td data-label={t("table.groups")}>
                {student.groups.length === 0 ? (
                  <span className="muted">{t("table.noGroups")}</span>
                ) : (
                  <ul className="students-chips">
                    {student.groups.map((group) => (
                      <li key={group.id}>{group.name}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};
