import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import type { BankComment } from "@app/domain/api/comment-bank";
import { slashQuery, suggestComments } from "@app/domain/review/comment-bank";
import { expandPlaceholders, type PlaceholderValues } from "@app/domain/review/placeholders";

/** The part of the comment the chosen saved comment replaces: the `/word`, or nothing at the caret (Ctrl+Space). */
type Trigger = { readonly start: number; readonly end: number; readonly query: string };

type Options = {
  readonly value: string;
  readonly setValue: (value: string) => void;
  readonly field: RefObject<HTMLTextAreaElement | null>;
  readonly bank: ReadonlyArray<BankComment>;
  readonly values: PlaceholderValues;
  /** Called when the list opens (the bank is fetched then, not for every work opened). */
  readonly onOpen?: () => void;
};

export type SlashSuggest = {
  /** Open: the suggestions (possibly none) and the highlighted one. */
  readonly open: boolean;
  readonly options: ReadonlyArray<{ readonly comment: BankComment; readonly text: string }>;
  readonly active: number;
  /** Call after each change of the field (its text and caret). */
  readonly onInput: (value: string, caret: number) => void;
  /** The field's keys first: true when the list used the key (arrows, Enter, Tab, Escape, Ctrl+Space). */
  readonly onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;
  readonly choose: (index: number) => void;
  readonly close: () => void;
};

/**
 * Issue #34 part 3: `/` and a few letters in a comment (or Ctrl+Space anywhere) open the saved
 * comments that match (domain review/comment-bank.ts); ↑/↓ move, Enter or Tab insert the comment
 * with its placeholders filled in (review/placeholders.ts), Escape closes the list and keeps the text.
 */
export const useSlashSuggest = ({ value, setValue, field, bank, values, onOpen }: Options): SlashSuggest => {
  const [trigger, setTrigger] = useState<Trigger | null>(null);
  const [active, setActive] = useState(0);
  const caretAfter = useRef<number | null>(null);

  useLayoutEffect(() => {
    const caret = caretAfter.current;
    if (caret === null || field.current === null) return;
    caretAfter.current = null;
    field.current.focus();
    field.current.setSelectionRange(caret, caret);
  }, [value, field]);

  const options =
    trigger === null
      ? []
      : suggestComments(bank, trigger.query).map((comment) => ({
          comment,
          text: expandPlaceholders(comment.text, values),
        }));
  const open = trigger !== null;

  const onInput = (next: string, caret: number) => {
    const slash = slashQuery(next, caret);
    setTrigger(slash === null ? null : { start: slash.start, end: caret, query: slash.query });
    setActive(0);
    if (slash !== null) onOpen?.();
  };

  const choose = (index: number) => {
    const option = options[index];
    if (trigger === null || option === undefined) return;
    caretAfter.current = trigger.start + option.text.length;
    setValue(value.slice(0, trigger.start) + option.text + value.slice(trigger.end));
    setTrigger(null);
  };

  const close = () => setTrigger(null);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (event.key === " " && event.ctrlKey) {
      const caret = event.currentTarget.selectionStart;
      setTrigger({ start: caret, end: caret, query: "" });
      setActive(0);
      onOpen?.();
      return true;
    }
    if (!open) return false;
    const count = options.length;
    if (event.key === "ArrowDown" && count > 0) setActive((active + 1) % count);
    else if (event.key === "ArrowUp" && count > 0) setActive((active - 1 + count) % count);
    else if ((event.key === "Enter" || event.key === "Tab") && count > 0 && !event.ctrlKey && !event.metaKey)
      choose(active);
    else if (event.key === "Escape") close();
    else return false;
    return true;
  };

  return {
    open,
    options,
    active: Math.min(active, Math.max(0, options.length - 1)),
    onInput,
    onKeyDown,
    choose,
    close,
  };
};
