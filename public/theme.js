// Applies the saved theme before first paint, so a wall display never flashes a light page.
try {
  const saved = localStorage.getItem('theme');
  if (saved === 'light' || saved === 'system' || saved === 'dark') {
    document.documentElement.dataset.theme = saved;
  }
} catch (_) {
  // Storage blocked (private mode): keep the default dark theme.
}
