// One signature-core component shown as a card: name, cost and rarity where known, a lazy tile
// image where configured, and "Card #<id>" when card data is off, unreachable or lacks it.
import { useState } from 'react';
import type { Card } from '../../api/cards.ts';

export function CardTile({
  id,
  card,
  art,
  rank,
}: {
  id: number;
  card: Card | undefined;
  art: string | null;
  rank: number;
}) {
  const [artFailed, setArtFailed] = useState(false);
  const showArt = art !== null && !artFailed;
  return (
    <li className="relative flex h-12 items-center gap-3 overflow-hidden rounded-md border border-line bg-raised px-3">
      <span className="w-5 shrink-0 text-right text-xs text-muted tabular-nums">
        <span className="sr-only">Rank </span>
        {rank}
      </span>
      {card?.cost != null ? (
        <span
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-[#1b5fa8] text-sm font-bold text-white"
          title="Mana cost"
        >
          <span className="sr-only">Cost </span>
          {card.cost}
        </span>
      ) : null}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{card ? card.name : `Card #${id}`}</span>
        {card?.rarity ? (
          <span className="block text-xs text-muted">{card.rarity.toLowerCase()}</span>
        ) : null}
      </span>
      {showArt ? (
        <img
          src={art}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setArtFailed(true)}
          className="h-full w-28 shrink-0 object-cover opacity-80"
        />
      ) : null}
    </li>
  );
}
