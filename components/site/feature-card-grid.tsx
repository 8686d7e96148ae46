import type { FeatureCardItem } from '@/lib/feature-cards/feature-card-items';
import { cardColumns } from '@/lib/site/card-columns';

/**
 * Feature cards without a drawing, as a grid: on the home page and in a landing page's block. Its
 * rows are full at every width (lib/site/card-columns.ts, app/globals.css `.card-grid`).
 */
export function FeatureCardGrid({ cards }: { cards: readonly FeatureCardItem[] }) {
  return (
    <ul className="card-grid" data-columns={cardColumns(cards.length).join(' ')}>
      {cards.map((card) => (
        <li key={card.slug} className="card">
          <h3>{card.title}</h3>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
