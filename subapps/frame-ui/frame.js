// The demo iframe app: receives the portal's context as a
// { type: 'context', status: 'pass' } message and asks for it with a
// request; only messages from the portal's origin (its parent) are read.
// Served by the portal's own origin, it runs sandboxed in an opaque origin
// (no storage, no cookies): location.origin still names the portal. Its page
// is the hash the portal gives it (#/home, #/notes): a tab switch moves the
// hash, never reloads the document.
(function () {
  var portal = window.location.origin;
  function show(context) {
    document.querySelector('[data-testid="frame-user"]').textContent = context && context.user ? context.user.username : '-';
    document.querySelector('[data-testid="frame-language"]').textContent = context ? context.language : '-';
    document.getElementById('frame-title').textContent = context && context.language === 'en' ? 'Demo iframe app' : '演示 iframe 应用';
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== portal || event.source !== window.parent) return;
    var data = event.data;
    if (data && data.type === 'context' && (data.status === 'pass' || data.status === 'response')) show(data.params);
  });
  function showPath() {
    document.querySelector('[data-testid="frame-path"]').textContent = window.location.hash.replace(/^#/, '') || '/';
  }
  window.addEventListener('hashchange', showPath);
  showPath();
  document.getElementById('ask').addEventListener('click', function () {
    window.parent.postMessage({ type: 'context', status: 'request' }, portal);
  });
})();
