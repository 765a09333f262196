import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ImportReport as Report } from "@app/domain/api/authoring";
import { blockLines, totalBlocks } from "./import-summary";

/** The dry run's report: what will be imported (by kind, with the Russian labels) and what will not, with why. */
export const ImportReport = ({ report }: { readonly report: Report }) => {
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
                <span className="import-reason">{item.reason}</span>
                <code className="import-path" title={t("importModal.path")}>
                  {item.path}
                </code>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};
