import type { MouseEvent, ReactNode } from "react";
import { useLocation, useSearch } from "wouter";

/** The query parameter that opens the author-application modal (SPEC §2). */
export const AUTHOR_MODAL_PARAM = "becomeAuthorModal";

/** The current address with the parameter set or removed, other parameters kept. */
export const withAuthorParam = (location: string, search: string, open: boolean): string => {
  const params = new URLSearchParams(search);
  if (open) params.set(AUTHOR_MODAL_PARAM, "true");
  else params.delete(AUTHOR_MODAL_PARAM);
  const query = params.toString();
  return query === "" ? location : `${location}?${query}`;
};

/** The history entry the modal's opening added (its state), so that closing can take it back. */
const OPENED_HERE = { authorModal: true } as const;

const openedHere = (): boolean =>
  typeof window !== "undefined" &&
  typeof window.history.state === "object" &&
  window.history.state !== null &&
  (window.history.state as { authorModal?: unknown }).authorModal === true;

/**
 * Opens and closes the modal by editing the address: opening adds a history entry (Back closes it),
 * closing takes that entry back, so no dead entry is left behind (issue #31: Back had to be pressed
 * once per opening). Opened from a link to the address, closing replaces it.
 */
export const useAuthorModalParam = () => {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const isOpen = new URLSearchParams(search).get(AUTHOR_MODAL_PARAM) === "true";
  return {
    isOpen,
    open: () => navigate(withAuthorParam(location, search, true), { state: OPENED_HERE }),
    close: () => {
      if (openedHere()) window.history.back();
      else navigate(withAuthorParam(location, search, false), { replace: true });
    },
  };
};

type Props = { readonly className?: string; readonly children: ReactNode; readonly onOpen?: () => void };

/** The `#author` link: it does not navigate, it adds becomeAuthorModal=true to the address. */
export const AuthorLink = ({ className, children, onOpen }: Props) => {
  const { open } = useAuthorModalParam();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onOpen?.();
    open();
  };
  return (
    <a href="#author" className={className} onClick={click}>
      {children}
    </a>
  );
};
