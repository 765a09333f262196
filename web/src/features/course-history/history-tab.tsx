import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useCourseDraft } from "../../lib/authoring/use-course-draft";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { HistoryList } from "./history-list";
import { screenOf } from "./screen-of";
import { UnpublishedDiff } from "./unpublished-diff";
import { VersionView, type RenderVersion } from "./version-view";
import "./course-history.css";

type Props = { readonly courseID: string; readonly renderVersion: RenderVersion };

/**
 * The `История` tab (issue #22): `/history` the versions, `/history/{version}` one version read-only,
 * `/history/unpublished` the draft against the published course. An assigned teacher reads all three;
 * restoring and discarding are the school's.
 */
export const HistoryTab = ({ courseID, renderVersion }: Props) => {
  const { t } = useTranslation("course-history");
  useDocumentTitle(t("title"));
  const [location] = useLocation();
  const draft = useCourseDraft(courseID);
  const screen = screenOf(location);
  const readOnly = draft.readOnly;
  if (screen.kind === "unpublished") return <UnpublishedDiff courseID={courseID} readOnly={readOnly} />;
  if (screen.kind === "version")
    return (
      <VersionView
        key={screen.version}
        courseID={courseID}
        version={screen.version}
        readOnly={readOnly}
        renderVersion={renderVersion}
      />
    );
  return <HistoryList courseID={courseID} readOnly={readOnly} />;
};
