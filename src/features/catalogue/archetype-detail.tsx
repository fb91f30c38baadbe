// One archetype: its identity, a checked link to its page on the site, its signature cores as
// ranked cards, and live figures from the matches this screen has seen.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import { cardArt } from '../../api/cards.ts';
import { ClassBadge } from '../../components/class-badge.tsx';
import { archetypeName, type SignatureCore } from '../../domain/archetypes.ts';
import { formatLabel } from '../../domain/catalogue.ts';
import { siteLink } from '../../domain/config-urls.ts';
import { errorText } from '../../domain/error-text.ts';
import { formatAge, formatDatedTime } from '../../domain/format.ts';
import { openedFrom } from '../../domain/sections.ts';
import { useNow } from '../../hooks/use-now.ts';
import { useRuntime } from '../../runtime/context.ts';
import { useCardIndex } from '../../runtime/use-card-index.ts';
import { useArchetypeIndex } from '../../runtime/use-reference-data.ts';
import { LiveFigures } from './archetype-figures.tsx';
import { ArchetypeTrend } from './archetype-trend.tsx';
import { CardTile } from './card-tile.tsx';

function CoreView({ core, title }: { core: SignatureCore; title: string }) {
  const { t } = useLingui();
  const { config } = useRuntime();
  const now = useNow(60_000);
  const cards = useCardIndex();
  const asOf = new Date(core.asOf).getTime();
  const when = formatDatedTime(asOf);
  const age = formatAge(now - asOf);
  const count = core.components.length;
  const cardError = cards.isError ? errorText(cards.error) : '';
  return (
    <section aria-labelledby="core-title" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="core-title" className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-muted">
        {formatLabel(core.format)} ·{' '}
        <Trans comment="when the signature core was computed: date and time (how long ago)">
          as of <time dateTime={core.asOf}>{when}</time> ({age})
        </Trans>{' '}
        ·{' '}
        {t`${plural(count, {
          one: '# card, most characteristic first',
          other: '# cards, most characteristic first',
        })}`}
      </p>
      {config.cardDataUrl && cards.isError ? (
        <p className="mt-1 text-sm text-warn">
          {t({
            message: `Card names are unavailable (${cardError}).`,
            comment: 'cardError: why the card data could not be read',
          })}
        </p>
      ) : null}
      <ol
        className="mt-3 grid gap-1.5 md:grid-cols-2"
        aria-label={t({ message: `${title} cards`, comment: 'title: "Standard signature core"' })}
      >
        {core.components.map((id, i) => {
          const card = cards.data?.get(id);
          return <CardTile key={id} id={id} card={card} art={cardArt(config, card)} rank={i + 1} />;
        })}
      </ol>
    </section>
  );
}

export function ArchetypeDetail({ id }: { id: string }) {
  const { t } = useLingui();
  const { config } = useRuntime();
  const catalogue = useArchetypeIndex();
  const numeric = /^-?\d{1,15}$/.test(id) ? Number(id) : Number.NaN;
  const archetype = catalogue.data?.get(numeric);
  const from = openedFrom(new URLSearchParams(useSearch()).get('from'));
  const back = (
    <Link href={from.href} className="underline">
      {from.back}
    </Link>
  );
  if (catalogue.isPending)
    return (
      <p role="status">
        <Trans>Loading the catalogue…</Trans>
      </p>
    );
  // Why the catalogue could not be read, in the client's words (src/api).
  const failure = catalogue.isError && !catalogue.data ? errorText(catalogue.error) : null;
  if (!archetype && Number.isSafeInteger(numeric) && numeric >= 0) {
    // Played, but not (yet) in the catalogue: its figures stand; name, class and cards do not.
    return (
      <div className="space-y-4">
        <p className="text-sm">{back}</p>
        <header className="space-y-1">
          <h1 className="text-2xl font-bold">{archetypeName(numeric, undefined)}</h1>
          <p className="text-sm">
            {failure !== null
              ? t`The catalogue cannot be loaded (${failure}), so this archetype's name, class and cards are unknown.`
              : t`The service's catalogue does not list this archetype yet, so its name, class and cards are unknown. Its figures come from the matches that name it.`}
          </p>
        </header>
        <LiveFigures id={numeric} lookup={(opp) => catalogue.data?.get(opp)} />
        <ArchetypeTrend id={numeric} name={archetypeName(numeric, undefined)} classId={null} />
      </div>
    );
  }
  if (!archetype) {
    return (
      <section aria-labelledby="nf-title" className="space-y-2">
        <h1 id="nf-title" className="text-2xl font-bold">
          <Trans>Archetype not found</Trans>
        </h1>
        <p>
          {failure !== null
            ? t`The catalogue cannot be loaded: ${failure}`
            : t`There is no archetype with id "${id}" in the catalogue.`}{' '}
          {back}
        </p>
      </section>
    );
  }
  const name = archetypeName(archetype.id, archetype);
  // The url was checked to be exactly /archetypes/<id>/<slug>: joined to siteUrl, resolved as
  // the origin check resolved it, it cannot leave the site's origin.
  const link = siteLink(archetype.url, config.siteUrl, document.baseURI);
  const host = link?.host ?? '';
  const archetypeId = archetype.id;
  return (
    <div className="space-y-4">
      <p className="text-sm">{back}</p>
      <header className="flex flex-wrap items-end gap-x-6 gap-y-2">
        <h1 className="text-2xl font-bold">{name}</h1>
        <ClassBadge classId={archetype.classId} />
        <span className="text-sm text-muted">{t`Archetype #${archetypeId}`}</span>
        {link ? (
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm underline"
          >
            <Trans comment="host: the site's address, e.g. hsreplay.net">
              Open on {host}
              <span className="sr-only"> (opens in a new tab)</span>
            </Trans>
          </a>
        ) : (
          <span className="text-sm text-muted">
            <Trans>No safe link to the site for this archetype.</Trans>
          </span>
        )}
      </header>
      <LiveFigures id={archetype.id} lookup={(opp) => catalogue.data?.get(opp)} />
      <ArchetypeTrend
        id={archetype.id}
        name={archetypeName(archetype.id, archetype)}
        classId={archetype.classId}
      />
      {archetype.standardCore ? (
        <CoreView core={archetype.standardCore} title={t`Standard signature core`} />
      ) : (
        <p className="rounded-lg border border-line bg-surface p-4">
          <Trans>No standard core.</Trans>
        </p>
      )}
      {archetype.wildCore ? (
        <CoreView core={archetype.wildCore} title={t`Wild signature core`} />
      ) : (
        <p className="rounded-lg border border-line bg-surface p-4">
          <Trans>No wild core.</Trans>
        </p>
      )}
    </div>
  );
}
