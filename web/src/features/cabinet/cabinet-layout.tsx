import type { ReactNode } from "react";
import { MAIN_ID, SkipLink } from "../../lib/ui/skip-link";
import { LeftMenu } from "./left-menu";

/**
 * The signed-in app layout: `Перейти к содержанию` (the first tab stop), the left menu beside the page.
 * `bell`: the notifications' bell (issue #35), put into the menu by the app (features do not import each other).
 */
export const CabinetLayout = ({ children, bell }: { readonly children: ReactNode; readonly bell?: ReactNode }) => (
  <div className="cabinet">
    <SkipLink />
    <LeftMenu bell={bell} />
    <main id={MAIN_ID} tabIndex={-1} className="cabinet-page">
      {children}
    </main>
  </div>
);
