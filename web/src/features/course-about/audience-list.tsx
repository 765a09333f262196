import { useTranslation } from "react-i18next";
import { LIMITS } from "@app/domain/constants";
import type { CourseState } from "@app/domain/course/course-state";
import { runEdit } from "../../lib/authoring-ui/run-edit";
import type { ErrorOf } from "./error-of";
import { ImageUpload } from "./image-upload";
import { LimitedField } from "./limited-field";
import { ListSection } from "./list-section";

type Props = {
  readonly course: CourseState;
  readonly list: "consumers" | "learns";
  readonly errorOf: ErrorOf;
  readonly readOnly: boolean;
};
type Entry = { readonly id: string; readonly description: string; readonly image: string };

const MAX = { consumers: LIMITS.consumersDescription, learns: LIMITS.learnsDescription } as const;

/** "Для кого курс" (consumers) and "Чему вы научитесь" (learns): a short description (≤ 45) and an image each. */
export const AudienceList = ({ course, list, errorOf, readOnly }: Props) => {
  const { t } = useTranslation("course-about");
  const courseID = course.courseID;
  const update = (item: Entry) =>
    runEdit({
      _tag: "UpdateAboutItem",
      courseID,
      at: Date.now(),
      entry: { list, item: { id: item.id, description: item.description, image: item.image } },
    });
  return (
    <ListSection
      courseID={courseID}
      list={list}
      title={t(`${list}.title`)}
      items={course.lists[list]}
      itemLabel={(i) => t(`${list}.item`, { n: i + 1 })}
      addLabel={t(`${list}.add`)}
      onAdd={() =>
        runEdit({
          _tag: "CreateAboutItem",
          courseID,
          entry: { list, item: { id: crypto.randomUUID(), description: "", image: "" } },
        })
      }
      onClear={() => runEdit({ _tag: "ClearAboutList", courseID, list })}
      renderFields={(item) => {
        const at = `lists.${list}.${item.id}`;
        return (
          <>
            <LimitedField
              label={t("audience.description")}
              value={item.description}
              field={`${at}.description`}
              max={MAX[list]}
              checkError={errorOf(`${at}.description`)}
              onEdit={(description) => update({ ...item, description })}
            />
            <ImageUpload
              label={t("audience.image")}
              url={item.image}
              disabled={readOnly || item.status === "removed"}
              onUploaded={(image) => update({ ...item, image })}
            />
          </>
        );
      }}
    />
  );
};
