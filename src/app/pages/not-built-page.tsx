// A route whose screen has not been built yet says so plainly instead of pretending.
export function NotBuiltPage({ title, issue }: { title: string; issue: string }) {
  return (
    <section aria-labelledby="not-built-title" className="max-w-2xl">
      <h1 id="not-built-title" className="text-2xl font-bold">
        {title}
      </h1>
      <p className="mt-3 text-muted">
        This screen is not built yet ({issue}). The data behind it is already being collected: see
        the Status page.
      </p>
    </section>
  );
}
