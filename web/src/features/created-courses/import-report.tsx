import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ImportReport as Report } from "@app/domain/api/authoring";
import { importPlace } from "@app/domain/course/import-place";
import { blockLines, totalBlocks } from "./import-summary";

type Props = {
  readonly report: Report;
  /** The export document the report is about: its names say where each left-out item is. */
  readonly document: unknown;
};

const courseOf = (document: unknown): unknown =>
  typeof document === "object" && document !== null ? Reflect.get(document, "course") : undefined;

/**
 * The dry run's report: what will be imported (by kind, with the Russian labels) and what will not,
 * with why and where, as the author reads his course (`Раздел 1 «Основы» › Урок 2 «Циклы» › Блок 3
 * (Видео)`, issue #29), not the document's path.
 */
export const ImportReport = ({ report, document }: Props) => {
  const { t } = useTranslation("created-courses");
  const { imported, skipped } = report;
  const blocks = blockLines(imported.blocks);
  const willId = useId();
  const skippedId = useId();
  return (
    <div className="import-report">
      <h3>{t("importModal.reportTitle", { name: report.name })}</h3>
      <section aria-labelledby={willId}>
        <h4 id={willId}>{t("importModal.willImport")}</h4>
        <dl className="import-counts">
          <div>
            <dt>{t("importModal.modules")}</dt>
            <dd>{imported.modules}</dd>
          </div>
          <div>
            <dt>{t("importModal.lessons")}</dt>
            <dd>{imported.lessons}</dd>
          </div>
          <div>
            <dt>{t("importModal.tasks")}</dt>
            <dd>{imported.tasks}</dd>
          </div>
          <div>
            <dt>{t("importModal.blocks")}</dt>
            <dd>{totalBlocks(imported.blocks)}</dd>
          </div>
        </dl>
        {blocks.length === 0 ? (
          <p className="muted">{t("importModal.noBlocks")}</p>
        ) : (
          <ul className="import-kinds" aria-label={t("importModal.blocks")}>
            {blocks.map((line) => (
              <li key={line.kind}>
                <span>{line.label}</span> <strong>{line.count}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={skippedId}>
        <h4 id={skippedId}>
          {t("importModal.skippedTitle")}
          {skipped.length > 0 && (
            <span className="muted"> · {t("importModal.skippedCount", { count: skipped.length })}</span>
          )}
        </h4>
        {skipped.length === 0 ? (
          <p className="muted">{t("importModal.nothingSkipped")}</p>
        ) : (
          <ul className="import-skipped">
            {skipped.map((item, index) => (
              <li key={`${item.path}-${index}`}>
                <span className="import-place">
                  <span className="visually-hidden">{t("importModal.path")}: </span>
                  {importPlace(courseOf(document), item.path)}
                </span>
                <span className="import-reason">{item.reason}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};
