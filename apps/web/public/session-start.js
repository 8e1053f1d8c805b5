// Outside the app: with a stored session, the session check (GET /api/admin/auth/me) starts as
// the page begins to load, beside the app's scripts, instead of after they have arrived and run
// (a slow phone spends about a second on that). The app takes this answer instead of asking
// again (src/lib/early-session.ts); the storage key and the address are the app's (a unit test
// keeps them the same).
(function () {
  var token = null;
  try {
    token = localStorage.getItem('admin_session_token');
  } catch (_error) {
    // Storage blocked (private mode, policies): no stored session.
  }
  if (!token || typeof fetch !== 'function') return;
  var response = fetch('/api/admin/auth/me', { headers: { Authorization: 'Bearer ' + token } });
  // Nobody may take it (the app asked first): a failure is then nobody's to report.
  response.catch(function () {});
  window.__earlySessionCheck = { token: token, response: response };
})();
