import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../ui/modal";
import { useAuthoringUi } from "./authoring-ui-state";
import { answerMerge } from "./authoring-services";
import { fieldLabel, valueText } from "./merge-fields";

/**
 * Both windows changed the same fields: each is shown with both values side by side, and the author
 * keeps his own or takes the other window's. The dialog stays until every field is answered: nothing
 * typed is dropped without the author choosing it. Everything else of both windows is already merged.
 */
export const MergeModal = ({ courseID }: { readonly courseID: string }) => {
  const { t } = useTranslation("authoring");
  const { merge } = useAuthoringUi(courseID);
  const [answers, setAnswers] = useState<ReadonlyMap<string, "mine" | "theirs">>(new Map());
  if (merge === null) return null;

  const answer = (field: string, choice: "mine" | "theirs"): void => {
    const next = new Map(answers).set(field, choice);
    if (merge.conflicts.every((c) => next.has(c.field))) {
      setAnswers(new Map());
      answerMerge(courseID, new Set([...next].filter(([, v]) => v === "mine").map(([f]) => f)));
    } else setAnswers(next);
  };
  const open = merge.conflicts.filter((c) => !answers.has(c.field));

  return (
    <Modal
      open
      onClose={() => undefined}
      closable={false}
      title={t("merge.title")}
      description={t("merge.text")}
      className="merge-modal"
    >
      <ul className="merge-list">
        {open.map((c) => (
          <li key={c.field} className="merge-item">
            <h3 className="merge-field">{fieldLabel(c.field, merge.mine.courses[courseID])}</h3>
            <div className="merge-values">
              <div className="merge-value">
                <p className="merge-side">{t("merge.mine")}</p>
                <p className="merge-text">{valueText(c.mine)}</p>
              </div>
              <div className="merge-value">
                <p className="merge-side">{t("merge.theirs")}</p>
                <p className="merge-text">{valueText(c.theirs)}</p>
              </div>
            </div>
            <div className="button-row">
              <button type="button" className="button button-primary" onClick={() => answer(c.field, "mine")}>
                {t("merge.keepMine")}
              </button>
              <button type="button" className="button" onClick={() => answer(c.field, "theirs")}>
                {t("merge.takeTheirs")}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </Modal>
  );
};
