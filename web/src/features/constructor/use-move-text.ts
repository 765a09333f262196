import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/** The live region's text for a move: `Блок «Текст» перемещён на позицию 3 из 7`. */
export const useMoveText = () => {
  const { t } = useTranslation("constructor");
  return useCallback(
    (kind: "section" | "lesson" | "task" | "block", name: string, position: number, count: number) =>
      t(`moved.${kind}`, { name, position, count }),
    [t],
  );
};
