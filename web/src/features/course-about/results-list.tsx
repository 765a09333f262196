import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LIMITS } from "@app/domain/constants";
import type { CourseState } from "@app/domain/course/course-state";
import { runEdit } from "../../lib/authoring-ui/run-edit";
import type { ErrorOf } from "./error-of";
import { LimitedField } from "./limited-field";
import { ListSection } from "./list-section";

type Props = { readonly course: CourseState; readonly errorOf: ErrorOf };
type Result = {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly color: string;
  readonly position: number;
};

const DEFAULT_COLOUR = "#3b5bdb";

const ResultExtras = ({ item, onChange }: { readonly item: Result; readonly onChange: (item: Result) => void }) => {
  const { t } = useTranslation("course-about");
  const positionId = useId();
  return (
    <div className="about-inline">
      <label className="colour-field">
        <input
          type="color"
          value={/^#[0-9a-f]{6}$/i.test(item.color) ? item.color : DEFAULT_COLOUR}
          onChange={(e) => onChange({ ...item, color: e.target.value })}
        />
        <span>{t("results.color")}</span>
      </label>
      <div className="field about-position">
        <label htmlFor={positionId}>{t("results.position")}</label>
        <input
          id={positionId}
          type="number"
          min={0}
          step={1}
          value={item.position}
          onChange={(e) =>
            onChange({ ...item, position: Number.isFinite(e.target.valueAsNumber) ? e.target.valueAsNumber : 0 })
          }
        />
      </div>
    </div>
  );
};

/** What the student gets: name (≤ 45), description (≤ 200), colour and position. */
export const ResultsList = ({ course, errorOf }: Props) => {
  const { t } = useTranslation("course-about");
  const courseID = course.courseID;
  const update = (item: Result) =>
    runEdit({
      _tag: "UpdateAboutItem",
      courseID,
      at: Date.now(),
      entry: {
        list: "results",
        item: {
          id: item.id,
          name: item.name,
          description: item.description,
          color: item.color,
          position: item.position,
        },
      },
    });
  const results = course.lists.results;
  const nextPosition = results.reduce((max, r) => Math.max(max, r.position + 1), 0);
  return (
    <ListSection
      courseID={courseID}
      list="results"
      title={t("results.title")}
      items={results}
      itemLabel={(i) => t("results.item", { n: i + 1 })}
      addLabel={t("results.add")}
      onAdd={() =>
        runEdit({
          _tag: "CreateAboutItem",
          courseID,
          entry: {
            list: "results",
            item: { id: crypto.randomUUID(), name: "", description: "", color: DEFAULT_COLOUR, position: nextPosition },
          },
        })
      }
      onClear={() => runEdit({ _tag: "ClearAboutList", courseID, list: "results" })}
      renderFields={(item) => {
        const at = `lists.results.${item.id}`;
        return (
          <>
            <LimitedField
              label={t("results.name")}
              value={item.name}
              field={`${at}.name`}
              max={LIMITS.resultsName}
              checkError={errorOf(`${at}.name`)}
              onEdit={(name) => update({ ...item, name })}
            />
            <LimitedField
              label={t("results.description")}
              value={item.description}
              field={`${at}.description`}
              max={LIMITS.resultsDescription}
              multiline
              checkError={errorOf(`${at}.description`)}
              onEdit={(description) => update({ ...item, description })}
            />
            <ResultExtras item={item} onChange={(next) => void update(next)} />
          </>
        );
      }}
    />
  );
};
