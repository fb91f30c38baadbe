// A new build deployed, on a screen someone may be using: it loads when the viewer is done (the
// tab hidden or idle), or now if they ask (use-version-watch.ts).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRuntime } from '../runtime/context.ts';
import { useVersionWatch, VERSION_IDLE_MS } from '../runtime/use-version-watch.ts';

/** A new build deployed: it loads when the viewer is done, or now if they ask. */
export function NewVersion() {
  const { t } = useLingui();
  const { persistence } = useRuntime();
  const watch = useVersionWatch(__BUILD_VERSION__, persistence.flush, { interactive: true });
  if (!watch.pending && !watch.blocked) return null;
  const minutes = VERSION_IDLE_MS / 60_000;
  return (
    <section
      aria-label={t`New version`}
      className="border-b-2 border-accent bg-surface px-4 py-2 text-sm"
    >
      {watch.blocked ? (
        <p>
          <Trans>
            A new version of the dashboard is deployed, but this page could not switch to it
            automatically: reload the page to use it.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>A new version of the dashboard is deployed.</Trans>{' '}
          {t`It loads when you leave this tab or after ${plural(minutes, {
            one: '# minute without input',
            other: '# minutes without input',
          })}.`}{' '}
          <button type="button" className="font-semibold underline" onClick={watch.reloadNow}>
            <Trans>Load it now</Trans>
          </button>
        </p>
      )}
    </section>
  );
}
