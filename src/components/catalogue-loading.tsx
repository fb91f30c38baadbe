// What a screen that groups archetypes by class shows until the catalogue says which class each
// one is (catalogueSettled).
import { Trans } from '@lingui/react/macro';

export function CatalogueLoading() {
  return (
    <p role="status" className="text-muted">
      <Trans>Loading the catalogue…</Trans>
    </p>
  );
}
