import { useCallback } from "react";
import { useTranslation } from "react-i18next";

export type MovedKind = "section" | "lesson" | "task" | "block";
/** The new parent of an item dropped into another one: a section, lesson or task, with its name. */
export type NewParent = { readonly kind: "section" | "lesson" | "task"; readonly name: string };

/**
 * The live region's text for a move: `Блок «Текст» перемещён на позицию 3 из 7`, or, into another
 * parent, `Урок «Введение» перемещён в раздел «Основы» на позицию 1 из 4`.
 */
export const useMoveText = () => {
  const { t } = useTranslation("constructor");
  return useCallback(
    (kind: MovedKind, name: string, position: number, count: number, parent?: NewParent) =>
      parent === undefined
        ? t(`moved.${kind}`, { name, position, count })
        : t(`movedInto.${kind}`, {
            name,
            position,
            count,
            parent: t(`into.${parent.kind}`, { name: parent.name }),
          }),
    [t],
  );
};
