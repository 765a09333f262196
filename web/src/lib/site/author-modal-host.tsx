import { lazy, Suspense, useState } from "react";
import { useAuthorModalParam } from "./author-link";

/** The modal's code (form, phone input, API client) loads only when it is first opened. */
const AuthorApplicationModal = lazy(() => import("./author-application-modal"));

/** Shows the author-application modal while the address has becomeAuthorModal=true. */
export const AuthorModalHost = () => {
  const { isOpen, close } = useAuthorModalParam();
  const [wanted, setWanted] = useState(isOpen);
  if (isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthorApplicationModal open={isOpen} onClose={close} />
    </Suspense>
  );
};
