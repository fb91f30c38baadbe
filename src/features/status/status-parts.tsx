// The status page's building blocks: a titled card and a labelled figure.
import { useId } from 'react';

export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 border-b border-line py-1.5 last:border-0">
      <dt className="text-muted">{label}</dt>
      {/* A long value (a URL) wraps anywhere rather than push the page off a phone's side. */}
      <dd className="min-w-0 text-right font-medium tabular-nums wrap-anywhere">{value}</dd>
    </div>
  );
}

export function Card({ title, children }: { title: string; children: React.ReactNode }) {
  // Not made from the title: a title in another script would give every card the same id.
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-line bg-surface p-4">
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
