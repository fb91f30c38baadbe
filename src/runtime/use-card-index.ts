// The card data by dbfId, as React Query holds it: its own module, so that only the screens that
// show cards load the card data's code.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { cardsQueryOptions, selectCardIndex } from '../api/cards.ts';
import { useRuntime } from './context.ts';

/**
 * Card data by dbfId, for screens that show cards: the saved copy is read from storage first
 * (only now, never at start-up), then fetched if it is missing or older than a week.
 */
export function useCardIndex() {
  const runtime = useRuntime();
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let live = true;
    void runtime.restoreSaved(runtime.saved.cards).then(() => {
      if (live) setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [runtime]);
  const options = cardsQueryOptions(runtime.config);
  return useQuery({ ...options, enabled: options.enabled && restored, select: selectCardIndex });
}
