// A rising or falling mark: a shape and words, never colour alone.
import type { Trend } from '../domain/ranking.ts';

export function TrendMark({ trend }: { trend: Trend }) {
  if (trend === null) return null;
  const rising = trend === 'rising';
  return (
    <span className={rising ? 'text-good' : 'text-bad'} title={rising ? 'Rising' : 'Falling'}>
      <span aria-hidden="true">{rising ? '▲' : '▼'}</span>
      <span className="sr-only">{rising ? 'rising' : 'falling'}</span>
    </span>
  );
}
