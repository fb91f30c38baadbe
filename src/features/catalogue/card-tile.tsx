// One signature-core component shown as a card: name, cost and rarity where known, a lazy tile
// image where configured, and "Card #<id>" when card data is off, unreachable or lacks it.
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const [artFailed, setArtFailed] = useState(false);
  const showArt = art !== null && !artFailed;
  const cost = card?.cost;
  /** The card data's rarity in the screen's words; one it does not know, as the data writes it. */
  const rarity = (code: string) => {
    switch (code.toUpperCase()) {
      case 'FREE':
        return t({ context: 'rarity', message: 'free' });
      case 'COMMON':
        return t({ context: 'rarity', message: 'common' });
      case 'RARE':
        return t({ context: 'rarity', message: 'rare' });
      case 'EPIC':
        return t({ context: 'rarity', message: 'epic' });
      case 'LEGENDARY':
        return t({ context: 'rarity', message: 'legendary' });
      default:
        return code.toLowerCase();
    }
  };
  return (
    <li className="relative flex h-12 items-center gap-3 overflow-hidden rounded-md border border-line bg-raised px-3">
      <span className="w-5 shrink-0 text-right text-xs text-muted tabular-nums">
        <Trans comment="a card's place in a signature core, most characteristic first">
          <span className="sr-only">Rank </span>
          {rank}
        </Trans>
      </span>
      {cost != null ? (
        <span
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-[#1b5fa8] text-sm font-bold text-white"
          title={t`Mana cost`}
        >
          <Trans comment="a card's mana cost">
            <span className="sr-only">Cost </span>
            {cost}
          </Trans>
        </span>
      ) : null}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{card ? card.name : t`Card #${id}`}</span>
        {card?.rarity ? (
          <span className="block text-xs text-muted">{rarity(card.rarity)}</span>
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
