/* global document, matchMedia */
// Puts the stored theme and direction on <html> before the first paint, so a dark or
// right-to-left user sees no flash. src/features/preferences/apply-preferences.ts takes over
// once the app starts.
(function applyStoredTheme() {
  try {
    const theme = JSON.parse(localStorage.getItem('cadence.theme') ?? '"light"');
    const appearance = JSON.parse(localStorage.getItem('cadence.appearance') ?? '{}') ?? {};
    const dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    if (appearance.rtl === true) document.documentElement.dir = 'rtl';
  } catch {
    // Unreadable storage: the app applies its defaults when it starts.
  }
})();
