// A page the server rendered is painted before its code is fetched: the HTML is readable at once,
// and nothing competes with it for the line. Once it is on screen, the app's code (data-code: the start
// chunk, the shell and the page's chunks) is asked for and the app starts (data-entry).
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var code = (script.getAttribute('data-code') || '').split(' ').filter(Boolean);

  // Until the app has taken the page over, a form sent (Enter in the login form) would go to the address
  // bar as a plain GET, password and all: it waits for the app instead.
  function holdSubmission(event) {
    if (document.documentElement.getAttribute('data-app') === 'ready') {
      document.removeEventListener('submit', holdSubmission, true);
      return;
    }
    event.preventDefault();
  }
  document.addEventListener('submit', holdSubmission, true);
  // A few requests per task: starting each costs the main thread a little, and a phone stays responsive.
  var PER_TASK = 4;

  function add(element) {
    element.crossOrigin = '';
    document.head.appendChild(element);
  }

  function preloadFrom(index) {
    for (var i = index; i < code.length && i < index + PER_TASK; i += 1) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = code[i];
      add(link);
    }
    if (index + PER_TASK < code.length) setTimeout(preloadFrom, 0, index + PER_TASK);
    else setTimeout(startApp, 0);
  }

  function startApp() {
    var app = document.createElement('script');
    app.type = 'module';
    app.src = entry;
    add(app);
  }

  // Once the browser has painted the page's content (or, where it cannot tell, two frames later).
  var started = false;
  function begin() {
    if (started) return;
    started = true;
    setTimeout(preloadFrom, 0, 0);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') >= 0) {
    var painted = performance.getEntriesByName('first-contentful-paint').length > 0;
    if (painted) begin();
    else
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        begin();
      }).observe({ type: 'paint', buffered: true });
    // A page that paints nothing contentful still starts.
    setTimeout(begin, 3000);
  } else {
    requestAnimationFrame(function () {
      requestAnimationFrame(begin);
    });
  }
})();
