import type { ReactNode } from "react";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import "./info-pages.css";

type Props = { readonly title: string; readonly lead: string; readonly children: ReactNode };

/** The frame of a public information page: a title band and a readable column. */
export const InfoPage = ({ title, lead, children }: Props) => {
  useDocumentTitle(title);
  return (
    <div className="info-page">
      <div className="info-hero">
        <div className="info-inner">
          <h1>{title}</h1>
          <p>{lead}</p>
        </div>
      </div>
      <div className="info-inner info-body">{children}</div>
    </div>
  );
};
