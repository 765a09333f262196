import type { ReactNode } from "react";

export type HeadingLevel = 2 | 3 | 4 | 5;

/** A block's title at the level its page gives it (lesson page h3, longread h4, a constructor card h5). */
export const BlockHeading = ({ level, children }: { readonly level: HeadingLevel; readonly children: ReactNode }) => {
  if (level === 2) return <h2 className="block-title">{children}</h2>;
  if (level === 3) return <h3 className="block-title">{children}</h3>;
  if (level === 4) return <h4 className="block-title">{children}</h4>;
  return <h5 className="block-title">{children}</h5>;
};
