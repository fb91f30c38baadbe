// Entry: load and validate the configuration, restore saved statistics, then render.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { stopQuietMotionEvents } from '../components/quiet-motion.ts';
import { warmFormatters } from '../domain/format.ts';
import { moveScreenOptionsIntoRoute } from '../domain/url-options.ts';
import { afterFirstPoll } from '../runtime/after-first-poll.ts';
import { createRuntime, restoreRuntime } from '../runtime/runtime.ts';
import { App, preloadScreen } from './app.tsx';
import { activateLanguage, loadEveryScreenMessages, pageLanguage } from './i18n.ts';
import { preloadRefusedOverrides } from './layout.tsx';
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
  // The language's messages load beside the configuration; only when neither the link, the
  // saved choice nor the browser names a language does the deployment's default decide.
  const chosen = pageLanguage(window.location.href);
  const activated = chosen ? activateLanguage(chosen) : null;
  const result = await loadConfig();
  if (!result.ok) {
    // Loaded only for a deployment whose configuration is wrong: not part of every start.
    const [{ ConfigErrorPage }] = await Promise.all([
      import('./config-error-page.tsx'),
      activated ?? activateLanguage('enUS'),
    ]);
    root.render(
      <I18nProvider i18n={i18n}>
        <ConfigErrorPage problems={result.problems} />
      </I18nProvider>,
    );
    return;
  }
  const language = chosen ?? result.config.locale;
  const activation = activated ?? activateLanguage(language);
  // Card names and tiles follow the screen's language (the pseudo-locale keeps the deployment's).
  const config = language === 'pseudo' ? result.config : { ...result.config, locale: language };
  // The saved statistics, the history and the first poll start now, beside the language's
  // messages: on a slow line the data is the longest wait before the first figures.
  const runtime = createRuntime(config, { refused: result.refused });
  if (result.refused.length > 0) void preloadRefusedOverrides();
  const restored = restoreRuntime(runtime, 2000, { start: true });
  await activation;
  // ICU's start-up (the first Intl formatter, in the language now active) in a task of its own
  // while the saved statistics and the history load, instead of in the first render.
  setTimeout(warmFormatters, 0);
  await restored;
  runtime.start(); // when the restore gave up waiting (it starts once either way)
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <App runtime={runtime} />
      </I18nProvider>
    </StrictMode>,
  );
  // Once the first figures are in: the offline shell (its code comes with the new-build watch's,
  // not in the entry), then the rest of the language's messages, for the shell to keep.
  void afterFirstPoll(runtime.tracker).then(async () => {
    const shell = await import('../runtime/offline-shell.ts');
    shell.registerOfflineShell();
    await loadEveryScreenMessages();
    await shell.keepLanguageOffline();
  });
}

// A start that fails (a language's messages missing after a deployment) is retried by reloading
// (public/boot-guard.js); one that succeeds ends the retries.
boot().then(
  () => {
    try {
      sessionStorage.removeItem('boot-retry');
    } catch {
      // No storage: no retry count to clear.
    }
  },
  (error: unknown) => {
    console.error(error);
    window.dispatchEvent(new Event('app-boot-failed'));
  },
);
