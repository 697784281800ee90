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
  // `doc`: the section a screen's help button asked for (/docs-ui/ sends it), shown at the top and marked.
  var doc = new URLSearchParams(window.location.search).get('doc');
  var section = doc && /^[a-z-]{1,32}$/.test(doc) ? document.querySelector('[data-lang="' + language + '"] [data-doc="' + doc + '"]') : null;
  if (section) {
    section.setAttribute('tabindex', '-1');
    section.classList.add('asked');
    section.scrollIntoView();
    section.focus();
  }
})();
