import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import type { ReviewCounts } from "@app/domain/api/review";
import { STATUS_TABS, countOf, type StatusTab } from "./check-params";

type Props = {
  readonly selected: StatusTab;
  readonly counts: ReviewCounts | undefined;
  readonly hrefOf: (tab: StatusTab) => string;
};

/** The status filter of a task's submissions, kept in the address (`?status=`), each with its count. */
export const StatusTabs = ({ selected, counts, hrefOf }: Props) => {
  const { t } = useTranslation("checking");
  return (
    <nav className="check-tabs" aria-label={t("submissions.filter")}>
      {STATUS_TABS.map((tab) => (
        <Link key={tab} href={hrefOf(tab)} className="check-tab" aria-current={tab === selected ? "page" : undefined}>
          {t(`status.${tab}`)}
          {counts !== undefined && <span className="check-tab-count">{countOf(counts, tab)}</span>}
        </Link>
      ))}
    </nav>
  );
};
