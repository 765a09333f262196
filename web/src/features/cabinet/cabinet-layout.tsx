import type { ReactNode } from "react";
import { LeftMenu } from "./left-menu";

/** The signed-in app layout: the left menu beside the page. */
export const CabinetLayout = ({ children }: { readonly children: ReactNode }) => (
  <div className="cabinet">
    <LeftMenu />
    <main className="cabinet-page">{children}</main>
  </div>
);
