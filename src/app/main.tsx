// Entry: load and validate the configuration, restore saved statistics, then render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { moveScreenOptionsIntoRoute } from '../domain/url-options.ts';
import { registerOfflineShell } from '../runtime/offline-shell.ts';
import { createRuntime, restoreRuntime } from '../runtime/runtime.ts';
import { App, preloadScreen } from './app.tsx';
import { ConfigErrorPage } from './config-error-page.tsx';
import { loadConfig } from './load-config.ts';
import './index.css';

async function boot() {
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing from index.html');
  const moved = moveScreenOptionsIntoRoute(window.location.href);
  if (moved) window.history.replaceState(null, '', moved);
  const root = createRoot(element);
  preloadScreen(window.location.hash);
  const result = await loadConfig();
  if (!result.ok) {
    root.render(<ConfigErrorPage problems={result.problems} />);
    return;
  }
  const runtime = createRuntime(result.config, { refused: result.refused });
  await restoreRuntime(runtime, 2000, { start: true });
  runtime.start(); // when the restore gave up waiting (it starts once either way)
  registerOfflineShell();
  root.render(
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>,
  );
}

void boot();
