// The one part of the page that works without the app's scripts: when they cannot be loaded
// (connection lost, a proxy refusing them, a build whose files are gone even after a reload),
// the window shows a message with "Try again" instead of staying white. It is a plain script,
// not part of the app, so its few words are here in the five languages (the app's catalogs
// come with the scripts that did not load).
(function () {
  var TEXTS = {
    de: ['Die Seite konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.', 'Erneut versuchen'],
    en: ['The page could not be loaded. Please check your connection and try again.', 'Try again'],
    es: ['No se ha podido cargar la página. Compruebe su conexión e inténtelo de nuevo.', 'Reintentar'],
    ru: ['Не удалось загрузить страницу. Проверьте подключение и попробуйте ещё раз.', 'Повторить'],
    uk: ['Не вдалося завантажити сторінку. Перевірте підключення та спробуйте ще раз.', 'Спробувати ще раз'],
  };
  /** The language the app would use: its stored choice, else the browser's, else German. */
  function language() {
    var candidates = [];
    try {
      candidates.push(localStorage.getItem('lang'));
    } catch (error) {
      // Storage blocked: the cookie and the browser still answer.
    }
    var cookie = /(?:^|;\s*)lang=([^;]*)/.exec(document.cookie);
    if (cookie) candidates.unshift(cookie[1]);
    candidates = candidates.concat(navigator.languages || [navigator.language]);
    for (var i = 0; i < candidates.length; i += 1) {
      var code = String(candidates[i] || '').slice(0, 2).toLowerCase();
      if (TEXTS[code]) return code;
    }
    return 'de';
  }
  function appShows() {
    var root = document.getElementById('root');
    return !!root && root.childElementCount > 0;
  }
  function show() {
    var box = document.getElementById('boot-failed');
    if (!box || appShows()) return;
    var code = language();
    var texts = TEXTS[code];
    box.lang = code;
    document.getElementById('boot-failed-text').textContent = texts[0];
    document.getElementById('boot-failed-retry').textContent = texts[1];
    box.hidden = false;
  }
  // A module script that could not be fetched (or one of its imports) reports it on its element.
  window.addEventListener(
    'error',
    function (event) {
      if (event.target && event.target.tagName === 'SCRIPT') setTimeout(show, 0);
    },
    true,
  );
  // Any other failure before the first paint (a script that loaded but broke): still nothing
  // on the page a while after everything arrived.
  window.addEventListener('load', function () {
    setTimeout(show, 8000);
  });
  document.addEventListener('click', function (event) {
    if (event.target && event.target.id === 'boot-failed-retry') window.location.reload();
  });
})();
