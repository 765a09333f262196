import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { StudentBlock } from "@app/domain/api/passage";
import { BlockView } from "../../lib/blocks/block-view";
import { Icon } from "../../lib/ui/icon";
import { completeBlock } from "./passage-actions";

type Props = {
  readonly courseID: string;
  readonly lessonID: string;
  readonly taskID: string | null;
  readonly block: StudentBlock;
  readonly completed: boolean;
};

/** A text or media block in a started lesson, with `Отметить как пройденное` until it is done. */
export const MaterialBlock = ({ courseID, lessonID, taskID, block, completed }: Props) => {
  const { t } = useTranslation("passage");
  const [pending, setPending] = useState(false);
  const complete = async () => {
    setPending(true);
    await completeBlock(courseID, lessonID, taskID, block.contentBlockID, t("lesson.completeSent"));
    setPending(false);
  };
  return (
    <article className={completed ? "passage-block is-done" : "passage-block"} id={`block-${block.contentBlockID}`}>
      <BlockView content={block.content} level={4} />
      <div className="passage-block-footer">
        {completed ? (
          <p className="block-done">
            <Icon name="check" size={18} />
            {t("lesson.completed")}
          </p>
        ) : (
          <button type="button" className="button" disabled={pending} onClick={() => void complete()}>
            {t("lesson.complete")}
          </button>
        )}
      </div>
    </article>
  );
};
