import { useId, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import type { RosterReport as Report } from "@app/domain/api/roster";
import { Modal } from "../../lib/ui/modal";
import { notifySuccess } from "../../lib/ui/toast";
import { useGroups } from "./people-queries";
import { RosterReport } from "./roster-report";
import { useRosterFlow } from "./use-roster-flow";
import { useStaffCourses } from "./use-staff-courses";

type Props = { readonly open: boolean; readonly onClose: () => void };

/**
 * 'Записать из CSV': a course (and a group, if wanted), a CSV file of e-mails and names, the dry
 * run's report, then `Записать`: students enrolled, new addresses invited, the group filled.
 */
export const RosterImportModal = ({ open, onClose }: Props) => {
  const { t } = useTranslation("students");
  const ids = { course: useId(), group: useId(), file: useId() };
  const courses = useStaffCourses(open);
  const groups = useGroups(open);
  const [courseId, setCourseId] = useState("");
  const [groupId, setGroupId] = useState("");
  const done = (report: Report) => {
    notifySuccess(t("roster.done", { enrolled: report.counts.enrol, invited: report.counts.invite }));
    onClose();
  };
  const flow = useRosterFlow(done);
  const { phase } = flow;
  const target = { courseId: Number(courseId), groupId: groupId === "" ? null : Number(groupId) };
  const withReport = phase.tag === "report" || phase.tag === "applying";
  const nothingToDo =
    withReport &&
    phase.report.counts.enrol + phase.report.counts.invite === 0 &&
    (target.groupId === null || phase.report.counts.already === 0);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file !== undefined) void flow.choose(file, target);
  };
  const list = courses.data?.data ?? [];

  return (
    <Modal
      open={open}
      onClose={onClose}
      onClosed={() => {
        flow.reset();
        setCourseId("");
        setGroupId("");
      }}
      loading={flow.busy}
      title={t("roster.title")}
      className="roster-modal"
      description={<p>{t("roster.lead")}</p>}
    >
      <div className="roster-target">
        <div className="field">
          <label htmlFor={ids.course}>{t("roster.course")}</label>
          <select id={ids.course} value={courseId} disabled={withReport} onChange={(e) => setCourseId(e.target.value)}>
            <option value="">{courses.isPending ? t("loading") : t("inviteModal.chooseCourse")}</option>
            {list.map((course) => (
              <option key={course.id} value={String(course.id)}>
                {course.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.group}>{t("roster.group")}</label>
          <select id={ids.group} value={groupId} disabled={withReport} onChange={(e) => setGroupId(e.target.value)}>
            <option value="">{t("roster.noGroup")}</option>
            {(groups.data?.data ?? []).map((group) => (
              <option key={group.id} value={String(group.id)} translate="no">
                {group.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor={ids.file}>{t("roster.file")}</label>
        <input
          id={ids.file}
          type="file"
          accept=".csv,text/csv,text/plain"
          disabled={courseId === "" || flow.busy}
          onChange={choose}
          aria-describedby={`${ids.file}-hint${flow.error === null ? "" : ` ${ids.file}-error`}`}
        />
        <p id={`${ids.file}-hint`} className="muted roster-hint">
          {courseId === "" ? t("roster.chooseCourseFirst") : t("roster.hint")}
        </p>
      </div>
      {flow.error !== null && (
        <p id={`${ids.file}-error`} className="form-error" role="alert">
          {flow.error}
        </p>
      )}
      {phase.tag === "checking" && (
        <p className="muted" role="status">
          {t("roster.checking")}
        </p>
      )}
      {withReport && (
        <>
          <p className="muted">{t("roster.reportTitle", { name: phase.fileName })}</p>
          <RosterReport report={phase.report} rows={phase.rows} />
          <div className="named-modal-actions">
            <button type="button" className="button" disabled={phase.tag === "applying"} onClick={flow.reset}>
              {t("roster.another")}
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={phase.tag === "applying" || nothingToDo}
              onClick={() => void flow.apply(target)}
            >
              {phase.tag === "applying" ? t("roster.applying") : t("roster.apply")}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
};
