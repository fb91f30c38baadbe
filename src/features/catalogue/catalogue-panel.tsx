// The archetype catalogue: every archetype grouped by class with counts, searchable by name
// (accents and case ignored) or id, filterable and sortable, all kept in the URL.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Link } from 'wouter';
import { catalogueQueryOptions } from '../../api/queries.ts';
import { ClassSwatch } from '../../components/class-badge.tsx';
import { SelectControl } from '../../components/filter-controls.tsx';
import { archetypeName } from '../../domain/archetypes.ts';
import { browseCatalogue, CATALOGUE_SORTS, type CatalogueSort } from '../../domain/catalogue.ts';
import { errorText } from '../../domain/error-text.ts';
import { formatCount, formatPercent } from '../../domain/format.ts';
import { ALL_TIME } from '../../domain/stats.ts';
import { classOptions, classParam, classSlug } from '../../domain/url-options.ts';
import { useUrlState } from '../../hooks/use-url-state.ts';
import { useRuntime } from '../../runtime/context.ts';
import { useAggregate } from '../../runtime/use-statistics.ts';

export function CataloguePanel() {
  const { t } = useLingui();
  const sortLabels: Record<CatalogueSort, string> = {
    name: t({ message: 'Name', comment: 'sort by the archetype name' }),
    id: t({ message: 'Id', comment: 'sort by the archetype id' }),
    popularity: t({ message: 'Live popularity', comment: 'sort by share of play' }),
  };
  const { config } = useRuntime();
  const catalogue = useQuery(catalogueQueryOptions(config));
  const [params, setParams] = useUrlState();
  const searchId = useId();
  const text = params.get('q') ?? '';
  const classId = classParam(params);
  const withCore = params.get('core') === '1';
  const sortParam = params.get('sort');
  const sort: CatalogueSort = CATALOGUE_SORTS.includes(sortParam as CatalogueSort)
    ? (sortParam as CatalogueSort)
    : 'name';
  const agg = useAggregate(ALL_TIME);

  const groups = useMemo(() => {
    const list = catalogue.data?.archetypes ?? [];
    const total = agg.totalSlots;
    return browseCatalogue(list, { text, classId, withCore, sort }, (id) =>
      total > 0 ? (agg.archetypes.get(id)?.slots ?? 0) / total : 0,
    );
  }, [catalogue.data, agg, text, classId, withCore, sort]);
  const shown = groups.reduce((n, g) => n + g.items.length, 0);
  const total = catalogue.data?.archetypes.length ?? 0;
  const shownCount = formatCount(shown);
  const totalCount = formatCount(total);
  const failure = catalogue.isError && !catalogue.data ? errorText(catalogue.error) : null;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">
            <Trans>Archetype catalogue</Trans>
          </h1>
          {catalogue.data ? (
            <p className="text-sm text-muted" role="status">
              {t`${plural(total, {
                one: `${shownCount} of ${totalCount} archetype`,
                other: `${shownCount} of ${totalCount} archetypes`,
              })}`}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label
              htmlFor={searchId}
              className="text-xs font-medium uppercase tracking-wide text-muted"
            >
              <Trans>Search name or id</Trans>
            </label>
            <input
              id={searchId}
              type="search"
              value={text}
              onChange={(e) => setParams({ q: e.target.value || null })}
              className="w-56 rounded border border-line bg-raised px-2 py-1.5 text-sm"
              placeholder={t`e.g. druid or 123`}
            />
          </div>
          <SelectControl
            label={t({ message: 'Class', comment: 'filter: the class of the archetypes listed' })}
            value={classId === null ? '' : classSlug(classId)}
            options={classOptions()}
            onChange={(v) => setParams({ class: v || null })}
          />
          <SelectControl
            label={t`Sort by`}
            value={sort}
            options={CATALOGUE_SORTS.map((s) => ({ value: s, label: sortLabels[s] }))}
            onChange={(v) => setParams({ sort: v === 'name' ? null : v })}
          />
          <label className="flex items-center gap-2 pb-1.5 text-sm">
            <input
              type="checkbox"
              checked={withCore}
              onChange={(e) => setParams({ core: e.target.checked ? '1' : null })}
              className="size-4"
            />
            <Trans>Has a standard core</Trans>
          </label>
        </div>
      </div>

      {catalogue.isPending ? (
        <p role="status">
          <Trans>Loading the catalogue…</Trans>
        </p>
      ) : null}
      {failure !== null ? (
        <p role="alert" className="rounded-md border-2 border-bad bg-surface p-3">
          <Trans>Cannot load the catalogue: {failure} Retrying automatically.</Trans>
        </p>
      ) : null}
      {catalogue.data && shown === 0 ? (
        <p role="status" className="rounded-md border border-line bg-surface p-4">
          <Trans>No archetype matches these filters.</Trans>
        </p>
      ) : null}

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
        {groups.map((group) => (
          <section
            key={group.classId}
            aria-labelledby={`catalogue-class-${group.classId}`}
            className="rounded-lg border border-line bg-surface p-4"
          >
            <h2
              id={`catalogue-class-${group.classId}`}
              className="mb-2 flex items-center gap-2 font-semibold"
            >
              <ClassSwatch classId={group.classId} className="size-4" />
              {group.label}
              <span className="text-sm font-normal text-muted">({group.items.length})</span>
            </h2>
            <ul className="space-y-1">
              {group.items.map((a) => {
                const slots = agg.archetypes.get(a.id)?.slots ?? 0;
                return (
                  <li key={a.id} className="flex items-baseline justify-between gap-2">
                    <Link
                      href={`/catalogue/${a.id}`}
                      className="min-w-0 truncate underline-offset-2 hover:underline"
                    >
                      {archetypeName(a.id, a)}
                    </Link>
                    <span className="shrink-0 text-xs text-muted tabular-nums">
                      #{a.id}
                      {a.standardCore
                        ? ` · ${t({ message: 'core', comment: 'the archetype has a standard signature core' })}`
                        : ''}
                      {sort === 'popularity' && agg.totalSlots > 0
                        ? ` · ${formatPercent(slots / agg.totalSlots)}`
                        : ''}
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
