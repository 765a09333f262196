import { Link } from "wouter";
import type { ReviewNode } from "@app/domain/api/review";
import { CountBadges } from "./count-badges";

type Props = {
  readonly title: string;
  readonly nodes: ReadonlyArray<ReviewNode>;
  readonly hrefOf: (node: ReviewNode) => string;
  /** 'Раздел 2', 'Урок 3' … for the node at a 1-based position. */
  readonly positionLabel: (position: number) => string;
  readonly emptyText: string;
};

/** One level of the drill-down (sections, lessons or tasks), in course order, each with its counts. */
export const NodeList = ({ title, nodes, hrefOf, positionLabel, emptyText }: Props) => (
  <section className="check-level" aria-labelledby="check-level-title">
    <h2 id="check-level-title">{title}</h2>
    {nodes.length === 0 ? (
      <p className="check-empty">{emptyText}</p>
    ) : (
      <ol className="check-cards">
        {nodes.map((node, index) => (
          <li key={node.id} className={node.counts.on_review > 0 ? "check-card" : "check-card check-card-idle"}>
            <span className="check-card-position">{positionLabel(index + 1)}</span>
            <Link href={hrefOf(node)} className="check-card-link">
              {node.name}
            </Link>
            <CountBadges counts={node.counts} />
          </li>
        ))}
      </ol>
    )}
  </section>
);
