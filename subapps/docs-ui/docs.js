/*
 * The help manual's entry for a screen (spec workflow-enterprise-embedding: help pages open
 * /docs-ui/#/app/{path}?id={docId}): sends the reader to the help centre's section for that
 * documentation id, in the portal's language (localStorage `lang`). Without scripts the page
 * links to the help centre.
 */
(function () {
  var hash = window.location.hash.replace(/^#/, '');
  var query = hash.indexOf('?') >= 0 ? hash.slice(hash.indexOf('?') + 1) : '';
  var doc = new URLSearchParams(query).get('id') || '';
  var stored = null;
  try {
    stored = window.localStorage.getItem('lang');
  } catch (_unavailable) {
    stored = null;
  }
  var target = '/help/index.html?lang=' + (stored === 'en' ? 'en' : 'zh-cn');
  if (/^[a-z-]{1,32}$/.test(doc)) target += '&doc=' + doc;
  window.location.replace(target);
})();
