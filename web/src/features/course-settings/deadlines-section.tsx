import { useTranslation } from "react-i18next";
import type { DeadlineExtension, DeadlineItem } from "@app/domain/api/deadlines";
import type { CourseState } from "@app/domain/course/course-state";
import { errorMessages } from "../../lib/api/api-error";
import { useViewerTimeZone } from "../../lib/deadlines/viewer-zone";
import { formatZonedMoment } from "../../lib/i18n/format";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { DeadlineForm } from "./deadline-form";
import { useDeadlinePlan, useExtensionWhom, useExtend, useRemoveExtension, useSavePlan } from "./deadline-queries";
import { browserZone, datedLessons, targetName, type DatedLesson } from "./deadline-targets";
import { ExtensionForm } from "./extension-form";

const PlanRow = ({
  item,
  lessons,
  zone,
  onRemove,
}: {
  readonly item: DeadlineItem;
  readonly lessons: ReadonlyArray<DatedLesson>;
  readonly zone: string;
  readonly onRemove: () => void;
}) => {
  const { t } = useTranslation("course-settings");
  const name = targetName(lessons, item.lesson_id, item.task_id);
  const when =
    item.due.kind === "fixed"
      ? t("deadlines.fixedAt", formatZonedMoment(item.due.at, new Date(), zone))
      : t("deadlines.relativeAt", { count: item.due.days, time: item.due.time });
  const label = name.task ?? t("deadlines.lessonName", { name: name.lesson });
  return (
    <li className="deadline-item">
      <span className="deadline-item-name">
        {label}
        {name.task !== null && <span className="muted"> · {name.lesson}</span>}
      </span>
      <span className="deadline-item-when">
        {when}
        {item.hard && <span className="deadline-hard-mark">{t("deadlines.hardMark")}</span>}
      </span>
      <button
        type="button"
        className="button button-small"
        aria-label={t("deadlines.remove", { name: label })}
        onClick={onRemove}
      >
        {t("deadlines.removeShort")}
      </button>
    </li>
  );
};

const ExtensionRow = ({
  extension,
  lessons,
  whomName,
  zone,
  onRemove,
}: {
  readonly extension: DeadlineExtension;
  readonly lessons: ReadonlyArray<DatedLesson>;
  readonly whomName: string;
  readonly zone: string;
  readonly onRemove: () => void;
}) => {
  const { t } = useTranslation("course-settings");
  const what =
    extension.lesson_id === null
      ? t("deadlines.wholeCourse")
      : t("deadlines.lessonName", { name: targetName(lessons, extension.lesson_id, null).lesson });
  return (
    <li className="deadline-item">
      <span className="deadline-item-name">
        {whomName}
        <span className="muted"> · {what}</span>
      </span>
      <span className="deadline-item-when">
        {t("deadlines.untilAt", formatZonedMoment(extension.until, new Date(), zone))}
      </span>
      <button
        type="button"
        className="button button-small"
        aria-label={t("deadlines.removeExtension", { name: whomName })}
        onClick={onRemove}
      >
        {t("deadlines.removeShort")}
      </button>
    </li>
  );
};

/**
 * `Настройки` → `Сроки` (issue #37): the course's dates per lesson and task, and the extensions
 * given to students and groups. Saved at once by their own buttons, not with the draft: a date is a
 * rule of sending, kept beside the content (docs/api.md "Deadlines").
 */
export const DeadlinesSection = ({ course }: { readonly course: CourseState }) => {
  const { t } = useTranslation("course-settings");
  const courseId = Number(course.courseID);
  const zone = useViewerTimeZone() ?? browserZone();
  const plan = useDeadlinePlan(courseId);
  const save = useSavePlan(courseId);
  const extend = useExtend(courseId);
  const removeExtension = useRemoveExtension(courseId);
  const { students, groups } = useExtensionWhom(courseId);
  const lessons = datedLessons(course);
  const items = plan.data?.items ?? [];
  const extensions = plan.data?.extensions ?? [];

  const whomName = (e: DeadlineExtension): string => {
    const value = e.student_id !== null ? `s:${e.student_id}` : `g:${e.group_id ?? ""}`;
    const known = [...students, ...groups].find((w) => w.value === value)?.name;
    return e.student_id !== null
      ? t("deadlines.studentName", { name: known ?? e.student_id })
      : t("deadlines.groupName", { name: known ?? e.group_id ?? "" });
  };
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notifySuccess(done);
    } catch (failure) {
      notifyError(errorMessages(failure)[0] ?? t("deadlines.failed"));
    }
  };

  return (
    <section className="settings-card settings-deadlines" aria-labelledby="settings-deadlines">
      <h2 id="settings-deadlines">{t("deadlines.title")}</h2>
      <p className="muted">{t("deadlines.hint")}</p>
      {plan.isPending ? (
        <p className="muted" role="status">
          {t("translation:common.loading")}
        </p>
      ) : plan.isError ? (
        <p role="alert">{t("deadlines.loadError")}</p>
      ) : (
        <>
          <h3 className="deadlines-subtitle">{t("deadlines.planTitle")}</h3>
          {items.length === 0 ? (
            <p className="muted">{t("deadlines.noDates")}</p>
          ) : (
            <ul className="deadline-items" aria-label={t("deadlines.planTitle")}>
              {items.map((item) => (
                <PlanRow
                  key={`${item.lesson_id}/${item.task_id ?? ""}`}
                  item={item}
                  lessons={lessons}
                  zone={zone}
                  onRemove={() =>
                    void run(() => save.mutateAsync({ items: items.filter((i) => i !== item) }), t("deadlines.removed"))
                  }
                />
              ))}
            </ul>
          )}
          <DeadlineForm
            lessons={lessons}
            items={items}
            zone={zone}
            save={(next) => save.mutateAsync({ items: [...next] })}
            saving={save.isPending}
          />
          <h3 className="deadlines-subtitle">{t("deadlines.extensionsTitle")}</h3>
          {extensions.length === 0 ? (
            <p className="muted">{t("deadlines.noExtensions")}</p>
          ) : (
            <ul className="deadline-items" aria-label={t("deadlines.extensionsTitle")}>
              {extensions.map((extension) => (
                <ExtensionRow
                  key={extension.id}
                  extension={extension}
                  lessons={lessons}
                  whomName={whomName(extension)}
                  zone={zone}
                  onRemove={() =>
                    void run(() => removeExtension.mutateAsync(extension.id), t("deadlines.extensionRemoved"))
                  }
                />
              ))}
            </ul>
          )}
          <ExtensionForm
            lessons={lessons}
            students={students}
            groups={groups}
            zone={zone}
            extend={(body) => extend.mutateAsync(body)}
            saving={extend.isPending}
          />
        </>
      )}
    </section>
  );
};
