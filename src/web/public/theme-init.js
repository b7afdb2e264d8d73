// Applies the stored theme before the first paint (no flash of the wrong theme). Mirrors lib/theme.tsx.
(function () {
  var root = document.documentElement;
  // A partner's widget may pin its theme (embed.js data-theme; 'auto' keeps the visitor's own) and name an
  // accent colour: marked on <html> for the app (lib/partner-look.ts), which checks the colour itself. First,
  // and outside the storage block: a partner's frame of another origin often may not read storage.
  var pinned;
  if (location.pathname.replace(/\/+$/, '') === '/widget') {
    var query = new URLSearchParams(location.search);
    var theme = (query.get('theme') || '').trim().toLowerCase();
    if (theme === 'light' || theme === 'dark') {
      pinned = theme;
      root.setAttribute('data-partner-theme', theme);
      root.classList.toggle('dark', theme === 'dark');
    }
    if (query.get('accent')) root.setAttribute('data-partner-accent', query.get('accent'));
  }
  try {
    var pref = localStorage.getItem('theme') || 'system';
    var hour = new Date().getHours();
    var dark = pref === 'dark' || (pref === 'system' && (hour >= 19 || hour < 7));
    if (location.pathname.indexOf('/admin') === 0) dark = false;
    if (!pinned) root.classList.toggle('dark', dark);
    var lang = localStorage.getItem('bookingWidgetLanguage');
    if (lang === 'zh' || lang === 'hi') root.lang = lang === 'zh' ? 'zh-CN' : 'hi';
  } catch {
    // storage unavailable: keep the defaults
  }
})();
