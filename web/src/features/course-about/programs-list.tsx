import { useTranslation } from "react-i18next";
import { LIMITS } from "@app/domain/constants";
import type { CourseState } from "@app/domain/course/course-state";
import { runEdit } from "../../lib/authoring-ui/run-edit";
import type { ErrorOf } from "./error-of";
import { LimitedField } from "./limited-field";
import { ListSection } from "./list-section";

type Props = { readonly course: CourseState; readonly errorOf: ErrorOf };
type Program = { readonly id: string; readonly name: string; readonly description: string };

/** The course programme: name (≤ 256) and description per entry (no clear, SPEC §4). */
export const ProgramsList = ({ course, errorOf }: Props) => {
  const { t } = useTranslation("course-about");
  const courseID = course.courseID;
  const update = (item: Program) =>
    runEdit({
      _tag: "UpdateAboutItem",
      courseID,
      at: Date.now(),
      entry: { list: "programs", item: { id: item.id, name: item.name, description: item.description } },
    });
  return (
    <ListSection
      courseID={courseID}
      list="programs"
      title={t("programs.title")}
      items={course.lists.programs}
      itemLabel={(i) => t("programs.item", { n: i + 1 })}
      addLabel={t("programs.add")}
      onAdd={() =>
        runEdit({
          _tag: "CreateAboutItem",
          courseID,
          entry: { list: "programs", item: { id: crypto.randomUUID(), name: "", description: "" } },
        })
      }
      renderFields={(item) => {
        const at = `lists.programs.${item.id}`;
        return (
          <>
            <LimitedField
              label={t("programs.name")}
              value={item.name}
              field={`${at}.name`}
              max={LIMITS.programName}
              checkError={errorOf(`${at}.name`)}
              onEdit={(name) => update({ ...item, name })}
            />
            <LimitedField
              label={t("programs.description")}
              value={item.description}
              field={`${at}.description`}
              multiline
              checkError={errorOf(`${at}.description`)}
              onEdit={(description) => update({ ...item, description })}
            />
          </>
        );
      }}
    />
  );
};
