/*
 * Shows the page in one language: the `lang` query the portal's links carry,
 * else the language the portal last used on this origin (localStorage `lang`,
 * src/shell/routing/storedLanguage.ts), else Chinese. Without scripts both
 * languages stay on the page.
 */
(function () {
  var asked = new URLSearchParams(window.location.search).get('lang');
  var stored = null;
  try {
    stored = window.localStorage.getItem('lang');
  } catch (_unavailable) {
    stored = null;
  }
  var language = asked === 'en' || asked === 'zh-cn' ? asked : stored === 'en' ? 'en' : 'zh-cn';
  document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
  var sections = document.querySelectorAll('[data-lang]');
  for (var i = 0; i < sections.length; i += 1) sections[i].hidden = sections[i].getAttribute('data-lang') !== language;
  var title = document.querySelector('[data-lang="' + language + '"] h1');
  if (title) document.title = title.textContent;
})();
