import type { ReactNode } from "react";
import { Footer } from "../../lib/site/footer";
import { Header } from "../../lib/site/header";
import { MAIN_ID, SkipLink } from "../../lib/ui/skip-link";
import { useScrollTop } from "./use-scroll-top";
import { useOuterLayout } from "./outer-layout";
import "./layouts.css";

/** SPEC §2 public layout: the header, the page, the footer. Pages lay out their own width. */
export const PublicLayout = ({ children }: { readonly children: ReactNode }) => {
  useScrollTop();
  if (useOuterLayout()) return <>{children}</>;
  return (
    <div className="layout layout-public">
      <SkipLink />
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className="layout-main">
        {children}
      </main>
      <Footer />
    </div>
  );
};
