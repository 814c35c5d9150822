// Redirect pages (region variants, doubled slugs) load this instead of an
// inline script, so the Content-Security-Policy needs no inline hash. The
// target may carry a query (`?lng=nl`); the visitor's query is joined to it.
(function () {
  var script = document.currentScript;
  var to = script && script.getAttribute('data-to');
  if (!to || to.charAt(0) !== '/' || to.charAt(1) === '/') return;
  var query = location.search.slice(1);
  if (query) to += (to.indexOf('?') < 0 ? '?' : '&') + query;
  location.replace(to + location.hash);
})();
