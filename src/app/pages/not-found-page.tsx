// Shown for an address that matches no screen, with a way back to the overview.
import { Link } from 'wouter';

export function NotFoundPage() {
  return (
    <section aria-labelledby="nf-title">
      <h1 id="nf-title" className="text-2xl font-bold">
        Page not found
      </h1>
      <p className="mt-3">
        There is no screen at this address.{' '}
        <Link href="/" className="underline">
          Go to the overview
        </Link>
        .
      </p>
    </section>
  );
}
