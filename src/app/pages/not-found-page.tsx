// Shown for an address that matches no screen, with a way back to the overview.
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';

export function NotFoundPage() {
  return (
    <section aria-labelledby="nf-title">
      <h1 id="nf-title" className="text-2xl font-bold">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mt-3">
        <Trans>There is no screen at this address.</Trans>{' '}
        <Trans>
          <Link href="/" className="underline">
            Go to the overview
          </Link>
          .
        </Trans>
      </p>
    </section>
  );
}
