// Redirect pages (region variants, doubled slugs) load this instead of an
// inline script, so the Content-Security-Policy needs no inline hash.
(function () {
  var script = document.currentScript;
  var to = script && script.getAttribute('data-to');
  if (to && to.charAt(0) === '/' && to.charAt(1) !== '/') location.replace(to + location.search + location.hash);
})();
