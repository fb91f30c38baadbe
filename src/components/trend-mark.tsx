// A rising or falling mark: a shape and words, never colour alone.
import { useLingui } from '@lingui/react/macro';
import type { Trend } from '../domain/ranking.ts';

export function TrendMark({ trend }: { trend: Trend }) {
  const { t } = useLingui();
  if (trend === null) return null;
  const rising = trend === 'rising';
  return (
    <span
      className={rising ? 'text-good' : 'text-bad'}
      title={
        rising
          ? t({ message: 'Rising', comment: 'trend of a win rate, hover text' })
          : t({ message: 'Falling', comment: 'trend of a win rate, hover text' })
      }
    >
      <span aria-hidden="true">{rising ? '▲' : '▼'}</span>
      <span className="sr-only">
        {rising
          ? t({ message: 'rising', comment: 'trend of a win rate, read after it' })
          : t({ message: 'falling', comment: 'trend of a win rate, read after it' })}
      </span>
    </span>
  );
}
