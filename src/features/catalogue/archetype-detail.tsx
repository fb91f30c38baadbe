// One archetype: its identity, a checked link to its page on the site, its signature cores as
// ranked cards, and live figures from the matches this screen has seen.
import { Link } from 'wouter';
import { cardArt } from '../../api/cards.ts';
import { describeError } from '../../api/client.ts';
import { ClassBadge } from '../../components/class-badge.tsx';
import { archetypeName, type SignatureCore } from '../../domain/archetypes.ts';
import { formatLabel } from '../../domain/catalogue.ts';
import { DEFAULT_MIN_GAMES, MATCHUP_MIN_GAMES } from '../../domain/chart-rows.ts';
import { formatAge, formatCount, formatPercent } from '../../domain/format.ts';
import { ALL_TIME, archetypeRates, matchups } from '../../domain/stats.ts';
import {
  useAggregate,
  useArchetypeIndex,
  useCardIndex,
  useDataDepth,
  useNow,
  useRuntime,
} from '../../runtime/hooks.ts';
import { CardTile } from './card-tile.tsx';

function CoreView({ core, title }: { core: SignatureCore; title: string }) {
  const { config } = useRuntime();
  const now = useNow(60_000);
  const cards = useCardIndex();
  const asOf = new Date(core.asOf);
  return (
    <section aria-labelledby="core-title" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="core-title" className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-muted">
        {formatLabel(core.format)} · as of <time dateTime={core.asOf}>{asOf.toLocaleString()}</time>{' '}
        ({formatAge(now - asOf.getTime())}) · {core.components.length} cards, most characteristic
        first
      </p>
      {config.cardDataUrl && cards.isError ? (
        <p className="mt-1 text-sm text-warn">
          Card names are unavailable ({describeError(cards.error)}).
        </p>
      ) : null}
      <ol className="mt-3 grid gap-1.5 md:grid-cols-2" aria-label={`${title} cards`}>
        {core.components.map((id, i) => {
          const card = cards.data?.get(id);
          return <CardTile key={id} id={id} card={card} art={cardArt(config, card)} rank={i + 1} />;
        })}
      </ol>
    </section>
  );
}

function LiveFigures({
  id,
  lookup,
}: {
  id: number;
  lookup: (id: number) => { name: string; classId: number } | undefined;
}) {
  const agg = useAggregate(ALL_TIME);
  const depth = useDataDepth();
  const row = archetypeRates(agg).find((r) => r.archetype === id);
  const rows = matchups(agg, id).filter((m) => m.games >= MATCHUP_MIN_GAMES);
  const best = [...rows].sort((a, b) => b.winRate - a.winRate).slice(0, 3);
  const worst = [...rows].sort((a, b) => a.winRate - b.winRate).slice(0, 3);
  const opponent = (opp: number) => {
    const entry = lookup(opp);
    const name = archetypeName(opp, entry ? { id: opp, ...entry } : undefined);
    return entry ? (
      <Link href={`/catalogue/${opp}`} className="underline">
        {name}
      </Link>
    ) : (
      name
    );
  };
  const list = (items: typeof rows, label: string) => (
    <div>
      <h3 className="font-medium">{label}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted">No matchup has {MATCHUP_MIN_GAMES} games yet.</p>
      ) : (
        <ul className="text-sm">
          {items.map((m) => (
            <li key={m.opponent}>
              vs {opponent(m.opponent)}: {formatPercent(m.winRate)} ({m.wins}–{m.games - m.wins},
              95% {formatPercent(m.interval.low)}–{formatPercent(m.interval.high)})
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <section aria-labelledby="live-title" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="live-title" className="text-lg font-semibold">
        Figures (all ranks, everything kept)
      </h2>
      <p className="text-sm text-muted">{depth}</p>
      {row && row.games + row.mirrorsExcluded > 0 ? (
        <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          <div>
            <dt className="text-xs uppercase text-muted">Games</dt>
            <dd className="text-xl font-semibold tabular-nums">{formatCount(row.games)}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-muted">Win rate</dt>
            {/* Under the minimum a bold percentage would claim more than the games show:
                progress towards it instead, as on every screen. */}
            <dd className="text-xl font-semibold tabular-nums">
              {row.winRate === null
                ? '—'
                : row.games < DEFAULT_MIN_GAMES
                  ? `${row.games}/${DEFAULT_MIN_GAMES} games`
                  : formatPercent(row.winRate)}
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-muted">95% interval</dt>
            <dd className="tabular-nums">
              {formatPercent(row.interval.low)}–{formatPercent(row.interval.high)}
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-muted">Popularity</dt>
            <dd className="tabular-nums">{formatPercent(row.popularity)}</dd>
          </div>
        </dl>
      ) : (
        <p className="mt-2 text-muted">Not seen in any match on this screen yet.</p>
      )}
      {row && row.mirrorsExcluded > 0 ? (
        <p className="text-sm text-muted">
          {row.mirrorsExcluded} mirror matches excluded from the win rate.
        </p>
      ) : null}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {list(best, `Best matchups (at least ${MATCHUP_MIN_GAMES} games)`)}
        {list(worst, `Worst matchups (at least ${MATCHUP_MIN_GAMES} games)`)}
      </div>
    </section>
  );
}

export function ArchetypeDetail({ id }: { id: string }) {
  const { config } = useRuntime();
  const catalogue = useArchetypeIndex();
  const numeric = /^-?\d{1,15}$/.test(id) ? Number(id) : Number.NaN;
  const archetype = catalogue.data?.get(numeric);
  const back = (
    <Link href="/catalogue" className="underline">
      Back to the catalogue
    </Link>
  );
  if (catalogue.isPending) return <p role="status">Loading the catalogue…</p>;
  if (!archetype) {
    return (
      <section aria-labelledby="nf-title" className="space-y-2">
        <h1 id="nf-title" className="text-2xl font-bold">
          Archetype not found
        </h1>
        <p>
          {catalogue.isError && !catalogue.data
            ? `The catalogue cannot be loaded: ${describeError(catalogue.error)}`
            : `There is no archetype with id "${id}" in the catalogue.`}{' '}
          {back}
        </p>
      </section>
    );
  }
  const name = archetypeName(archetype.id, archetype);
  // The url was checked to be exactly /archetypes/<id>/<slug>: joined to siteUrl it cannot
  // leave the site's origin.
  const siteLink = archetype.url ? new URL(archetype.url, config.siteUrl).toString() : null;
  return (
    <div className="space-y-4">
      <p className="text-sm">{back}</p>
      <header className="flex flex-wrap items-end gap-x-6 gap-y-2">
        <h1 className="text-2xl font-bold">{name}</h1>
        <ClassBadge classId={archetype.classId} />
        <span className="text-sm text-muted">Archetype #{archetype.id}</span>
        {siteLink ? (
          <a
            href={siteLink}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm underline"
          >
            Open on {new URL(config.siteUrl).host}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <span className="text-sm text-muted">No safe link to the site for this archetype.</span>
        )}
      </header>
      <LiveFigures id={archetype.id} lookup={(opp) => catalogue.data?.get(opp)} />
      {archetype.standardCore ? (
        <CoreView core={archetype.standardCore} title="Standard signature core" />
      ) : (
        <p className="rounded-lg border border-line bg-surface p-4">No standard core.</p>
      )}
      {archetype.wildCore ? (
        <CoreView core={archetype.wildCore} title="Wild signature core" />
      ) : (
        <p className="rounded-lg border border-line bg-surface p-4">No wild core.</p>
      )}
    </div>
  );
}
