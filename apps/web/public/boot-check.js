// Outside the app: when its scripts do not load, show a message with "Try again" instead of a
// white window (apps/web/README.md, "Failures while rendering"). Its words are its own.
(function () {
  var TEXTS = {
    de: ['Die Seite konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.', 'Erneut versuchen'],
    en: ['The page could not be loaded. Please check your connection and try again.', 'Try again'],
    es: ['No se ha podido cargar la página. Compruebe su conexión e inténtelo de nuevo.', 'Reintentar'],
    ru: ['Не удалось загрузить страницу. Проверьте подключение и попробуйте ещё раз.', 'Повторить'],
    uk: ['Не вдалося завантажити сторінку. Перевірте підключення та спробуйте ще раз.', 'Спробувати ще раз'],
  };
  function language() {
    var candidates = [];
    try {
      candidates.push(localStorage.getItem('lang'));
    } catch (_error) {
      // Storage blocked (private mode, policies): no stored language.
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
    // A slow start that still makes it: the app replaces the message.
    new MutationObserver(function () {
      if (appShows()) box.hidden = true;
    }).observe(document.getElementById('root'), { childList: true });
  }
  // A module script that could not be fetched (or one of its imports) fails on its element;
  // any other failure before the first paint leaves the page empty.
  window.addEventListener(
    'error',
    function (event) {
      if (event.target && event.target.tagName === 'SCRIPT') setTimeout(show, 0);
    },
    true,
  );
  window.addEventListener('load', function () {
    setTimeout(show, 8000);
  });
  document.addEventListener('click', function (event) {
    if (event.target && event.target.id === 'boot-failed-retry') window.location.reload();
  });
})();
