/**
 * Asks the screen to bring a field's control into the page: a long block list draws only the cards
 * near the screen, so a problem's link (show-field.ts) or a new block's focus may name a card that is
 * not drawn yet. The list that holds it draws it and scrolls to it; then the usual focus finds it.
 */
type Listener = (field: string) => void;

const listeners = new Set<Listener>();

export const onFieldReveal = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const revealField = (field: string): void => {
  for (const listener of listeners) listener(field);
};

/** The block a field path names (`lessons.{id}.blocks.{blockID}.content.…`), with its parent. */
export const blockOfField = (
  field: string,
): { readonly parentKind: "lesson" | "task"; readonly parentID: string; readonly blockID: string } | undefined => {
  const match = /^(lessons|tasks)\.([^.]+)\.blocks\.([^.]+)(\.|$)/.exec(field);
  if (match === null) return undefined;
  const [, table, parentID, blockID] = match;
  if (parentID === undefined || blockID === undefined) return undefined;
  return { parentKind: table === "lessons" ? "lesson" : "task", parentID, blockID };
};
