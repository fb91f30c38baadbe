// Applies the saved theme before first paint, so a wall display never flashes a light page, and
// colours the browser's bar (theme-color) to match. The theme switch calls applyTheme too.
window.applyTheme = (theme) => {
  document.documentElement.dataset.theme = theme;
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    const dark = theme === 'dark' || (theme === 'system' && meta.media.includes('dark'));
    meta.content = dark ? '#0d1117' : '#f6f8fa';
  }
};
try {
  const saved = localStorage.getItem('theme');
  window.applyTheme(saved === 'light' || saved === 'system' ? saved : 'dark');
} catch (_) {
  // Storage blocked (private mode): keep the default dark theme.
  window.applyTheme('dark');
}
