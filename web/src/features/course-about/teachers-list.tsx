import { useTranslation } from "react-i18next";
import { LIMITS } from "@app/domain/constants";
import type { CourseState } from "@app/domain/course/course-state";
import { runEdit } from "../../lib/authoring-ui/run-edit";
import type { ErrorOf } from "./error-of";
import { ImageUpload } from "./image-upload";
import { LimitedField } from "./limited-field";
import { ListSection } from "./list-section";

type Props = { readonly course: CourseState; readonly errorOf: ErrorOf; readonly readOnly: boolean };
type Teacher = { readonly id: string; readonly name: string; readonly description: string; readonly image: string };

/** The course's teachers as the about page shows them: name, description and photo (no clear, SPEC §4). */
export const TeachersList = ({ course, errorOf, readOnly }: Props) => {
  const { t } = useTranslation("course-about");
  const courseID = course.courseID;
  const update = (item: Teacher) =>
    runEdit({
      _tag: "UpdateAboutItem",
      courseID,
      at: Date.now(),
      entry: {
        list: "teachers",
        item: { id: item.id, name: item.name, description: item.description, image: item.image },
      },
    });
  return (
    <ListSection
      courseID={courseID}
      list="teachers"
      title={t("teachers.title")}
      items={course.lists.teachers}
      itemLabel={(i) => t("teachers.item", { n: i + 1 })}
      addLabel={t("teachers.add")}
      onAdd={() =>
        runEdit({
          _tag: "CreateAboutItem",
          courseID,
          entry: { list: "teachers", item: { id: crypto.randomUUID(), name: "", description: "", image: "" } },
        })
      }
      renderFields={(item) => {
        const at = `lists.teachers.${item.id}`;
        return (
          <>
            <LimitedField
              label={t("teachers.name")}
              value={item.name}
              field={`${at}.name`}
              max={LIMITS.name}
              checkError={errorOf(`${at}.name`)}
              onEdit={(name) => update({ ...item, name })}
            />
            <LimitedField
              label={t("teachers.description")}
              value={item.description}
              field={`${at}.description`}
              multiline
              checkError={errorOf(`${at}.description`)}
              onEdit={(description) => update({ ...item, description })}
            />
            <ImageUpload
              label={t("teachers.photo")}
              url={item.image}
              disabled={readOnly || item.status === "removed"}
              error={errorOf(`${at}.image`)}
              onUploaded={(image) => update({ ...item, image })}
            />
          </>
        );
      }}
    />
  );
};
