import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { ReviewLockView } from "@app/domain/api/review";
import { personName } from "./check-params";
import type { DecisionControls } from "./decision-form";
import { KeysDialog } from "./keys-dialog";
import { prefetchSubmissions, releaseLock, takeLock } from "./review-queries";
import { SubmissionPanel } from "./submission-panel";
import { useReviewKeys } from "./use-review-keys";

type Props = {
  readonly id: number;
  /** 1-based place in the queue and the queue's length; place 0 when the work is not in the loaded queue. */
  readonly place: number;
  readonly total: number;
  readonly previous: number | undefined;
  readonly next: number | undefined;
  /** The works ahead to fetch now, so that J and the next after a decision show at once. */
  readonly ahead: ReadonlyArray<number>;
  readonly open: (id: number) => void;
  readonly decided: () => void;
  readonly closeHref: string;
};

/**
 * An open work of the queue: `N из M`, the lock (issue #34 part 5: taken on opening, freed on
 * leaving; another teacher's is shown by name), the work itself, and the desk's keys.
 */
export const QueueWork = ({ id, place, total, previous, next, ahead, open, decided, closeHref }: Props) => {
  const { t } = useTranslation("checking");
  const queryClient = useQueryClient();
  const controls = useRef<DecisionControls>(null);
  const [lock, setLock] = useState<ReviewLockView | undefined>(undefined);
  const [help, setHelp] = useState(false);

  useEffect(() => {
    let current = true;
    setLock(undefined);
    void takeLock(id).then((taken) => {
      if (current) setLock(taken);
    });
    return () => {
      current = false;
      void releaseLock(id);
    };
  }, [id]);

  const aheadKey = ahead.join(",");
  useEffect(() => {
    prefetchSubmissions(
      queryClient,
      aheadKey.split(",").flatMap((part) => (part === "" ? [] : [Number(part)])),
    );
  }, [queryClient, aheadKey]);

  useReviewKeys(
    {
      next: () => next !== undefined && open(next),
      previous: () => previous !== undefined && open(previous),
      accept: () => controls.current?.accept(),
      rework: () => controls.current?.rework(),
      comment: () => controls.current?.focusComment(),
      help: () => setHelp(true),
    },
    !help,
  );

  const holder = lock !== undefined && !lock.mine ? (personName(lock.teacher) ?? "") : undefined;
  const notice = (
    <div className="check-queue-notice">
      <p className="check-queue-place" aria-live="polite">
        {place > 0 ? t("queue.place", { place, total }) : t("queue.outside")}
      </p>
      {holder !== undefined && (
        <p className="check-lock" role="status">
          {t("queue.lockedBy", { name: holder })}
        </p>
      )}
      <button
        type="button"
        className="button"
        disabled={next === undefined}
        onClick={() => next !== undefined && open(next)}
      >
        {t("queue.next")}
      </button>
      <button type="button" className="button check-keys-open" onClick={() => setHelp(true)}>
        {t("queue.keys.open")}
      </button>
    </div>
  );

  return (
    <>
      <SubmissionPanel id={id} reviewer closeHref={closeHref} desk={{ controls, onDecided: decided, notice }} />
      <KeysDialog open={help} onClose={() => setHelp(false)} />
    </>
  );
};
