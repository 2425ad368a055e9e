// Sets the page's language and direction before the first paint, so an Arabic reload does not
// flash left-to-right. A file of its own, not an inline script: the Content-Security-Policy allows
// no inline script.
(function () {
  var ar = localStorage.getItem('language') === 'ar';
  document.documentElement.lang = ar ? 'ar' : 'en';
  document.documentElement.dir = ar ? 'rtl' : 'ltr';
})();
