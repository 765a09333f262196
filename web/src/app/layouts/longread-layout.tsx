import type { ReactNode } from "react";
import { useScrollTop } from "./use-scroll-top";
import "./layouts.css";

/** SPEC §2 longread layout: no footer, no left menu; the reading column fills the page. */
export const LongreadLayout = ({ children }: { readonly children: ReactNode }) => {
  useScrollTop();
  return <main className="layout-longread">{children}</main>;
};
