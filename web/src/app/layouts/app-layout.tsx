import type { ReactNode } from "react";
import { Footer } from "../../lib/site/footer";
import { Header } from "../../lib/site/header";
import { MAIN_ID, SkipLink } from "../../lib/ui/skip-link";
import { useScrollTop } from "./use-scroll-top";
import { useOuterLayout } from "./outer-layout";
import "./layouts.css";

/**
 * SPEC §2 app layout without the left menu (/school/{id}: no sign-in needed): the header, a page
 * container, the footer. The signed-in app layout with the left menu is the cabinet's.
 */
export const AppLayout = ({ children }: { readonly children: ReactNode }) => {
  useScrollTop();
  if (useOuterLayout()) return <>{children}</>;
  return (
    <div className="layout layout-app">
      <SkipLink />
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className="layout-main page-container">
        {children}
      </main>
      <Footer />
    </div>
  );
};
