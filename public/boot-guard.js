// A screen left alone (a wall, an overlay) must never stay blank. When the app's code cannot load
// (a script, module or stylesheet of the page fails: its files were replaced by a new deployment
// while it loaded) or its start fails (main.tsx sends "app-boot-failed"), the page reloads by
// itself: after 5 s, then 10 s, 20 s … at most 5 minutes apart while it keeps failing. The count
// lives in sessionStorage, so a reload that fails again waits longer; the app clears it once it
// has started.
(() => {
  const KEY = 'boot-retry';
  const FIRST_MS = 5000;
  const MOST_MS = 5 * 60_000;
  let scheduled = false;
  const retry = () => {
    if (scheduled) return;
    scheduled = true;
    let attempt = 0;
    try {
      attempt = Number(sessionStorage.getItem(KEY)) || 0;
      sessionStorage.setItem(KEY, String(attempt + 1));
    } catch (_) {
      // Without storage every retry waits the longest.
      attempt = 16;
    }
    // Offline, a reload would leave the browser's own error page, which never retries: the
    // reload waits for the network.
    const reload = () => {
      if (navigator.onLine === false)
        window.addEventListener('online', () => window.location.reload(), { once: true });
      else window.location.reload();
    };
    setTimeout(reload, Math.min(MOST_MS, FIRST_MS * 2 ** attempt));
  };
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (
        target instanceof HTMLScriptElement ||
        (target instanceof HTMLLinkElement && /stylesheet|modulepreload/.test(target.rel))
      )
        retry();
    },
    true,
  );
  window.addEventListener('app-boot-failed', retry);
})();
