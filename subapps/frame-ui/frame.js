// The demo iframe app (issue 14): receives the portal's context as a
// { type: 'context', status: 'pass' } message and asks for it with a
// request; only messages from the portal's origin (its parent, same origin
// here) are read.
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
  document.getElementById('ask').addEventListener('click', function () {
    window.parent.postMessage({ type: 'context', status: 'request' }, portal);
  });
})();
