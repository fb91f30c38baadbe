// A screen that throws while it renders (a damaged saved record, a bug) shows what happened and
// what the viewer can do, instead of a blank page; the header and the other screens go on.
import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';

interface Props {
  /** Another screen (the route): the boundary starts afresh. */
  screen: string;
  /** Forgets what this page saved; the page is then reloaded. */
  clearSaved: () => Promise<void>;
  children: ReactNode;
}

interface State {
  error: Error | null;
  screen: string;
}

export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, screen: this.props.screen };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.screen === state.screen ? null : { error: null, screen: props.screen };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const message = error.message;
    return (
      <div role="alert" className="mx-auto max-w-2xl space-y-3 rounded-md border border-bad p-4">
        <h1 className="text-xl font-bold">
          <Trans>This screen stopped</Trans>
        </h1>
        <p>
          <Trans comment="followed by the error's own text, in English">
            It met something it could not show: <span className="font-mono">{message}</span>.
          </Trans>{' '}
          <Trans>
            The other screens still work. If it happens again after a reload, data this browser
            saved may be damaged: clearing it loses only this browser's own statistics (the shared
            history is loaded again).
          </Trans>
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="rounded border border-line bg-raised px-3 py-1.5 font-medium hover:border-accent"
            onClick={() => window.location.reload()}
          >
            <Trans comment="button: reload the page">Reload</Trans>
          </button>
          <button
            type="button"
            className="rounded border border-line bg-raised px-3 py-1.5 font-medium hover:border-accent"
            onClick={() => {
              void this.props
                .clearSaved()
                .catch(() => {})
                .then(() => window.location.reload());
            }}
          >
            <Trans>Clear saved data and reload</Trans>
          </button>
        </div>
      </div>
    );
  }
}
