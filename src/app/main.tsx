// Entry: load and validate the configuration, restore saved statistics, then render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { stopQuietMotionEvents } from '../components/quiet-motion.ts';
import { warmFormatters } from '../domain/format.ts';
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
  // Before React's root listens: bar transitions would otherwise each go through its dispatcher.
  stopQuietMotionEvents();
  const root = createRoot(element);
  preloadScreen(window.location.hash);
  const result = await loadConfig();
  if (!result.ok) {
    root.render(<ConfigErrorPage problems={result.problems} />);
    return;
  }
  const runtime = createRuntime(result.config, { refused: result.refused });
  const restored = restoreRuntime(runtime, 2000, { start: true });
  // ICU's start-up (the first Intl formatter) in a task of its own while the saved statistics
  // and the history load, instead of in the first render.
  setTimeout(warmFormatters, 0);
  await restored;
  runtime.start(); // when the restore gave up waiting (it starts once either way)
  registerOfflineShell();
  root.render(
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>,
  );
}

void boot();
