import type { ReactNode } from "react";
import { MAIN_ID, SkipLink } from "../../lib/ui/skip-link";
import { LeftMenu } from "./left-menu";

/** The signed-in app layout: `Перейти к содержанию` (the first tab stop), the left menu beside the page. */
export const CabinetLayout = ({ children }: { readonly children: ReactNode }) => (
  <div className="cabinet">
    <SkipLink />
    <LeftMenu />
    <main id={MAIN_ID} tabIndex={-1} className="cabinet-page">
      {children}
    </main>
  </div>
);
