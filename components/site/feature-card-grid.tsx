import type { FeatureCardItem } from '@/lib/feature-cards/feature-card-items';

/** Feature cards without a drawing, as a grid: on the home page and in a landing page's block. */
export function FeatureCardGrid({ cards }: { cards: readonly FeatureCardItem[] }) {
  return (
    <ul className="grid">
      {cards.map((card) => (
        <li key={card.slug} className="card">
          <h3>{card.title}</h3>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
