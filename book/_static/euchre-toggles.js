// The theme's sidebar buttons. pydata-sphinx-theme 0.17 draws its own pair of
// sidebar toggles in the header (hidden here) and sphinx-book-theme draws the pair
// the reader sees; both themes' scripts listen only to the first of each in the page
// (pydata/pydata-sphinx-theme#2451). So on a phone the chapter list and the page's
// contents could not be opened at all, and on a wide screen the sidebar could not be
// folded away. A press on a button the themes do not listen to is handed to the one
// they do, which opens the list (narrow) or folds the sidebar (wide). And the
// chapter list's folds get names.
(function () {
  function forward(kind) {
    const all = document.querySelectorAll("." + kind);
    const heard = all[0];
    all.forEach(function (button) {
      if (button === heard) return;
      button.addEventListener(
        "click",
        function (event) {
          event.preventDefault();
          event.stopImmediatePropagation();
          heard.click();
        },
        true
      );
    });
  }
  // A chapter with pages under it has a button (a <summary> with only an arrow in
  // it) that shows and hides them: a screen reader named it nothing.
  function nameTheFolds() {
    document.querySelectorAll(".bd-sidenav li.has-children > details > summary").forEach(
      function (fold) {
        const chapter = fold.closest("li").querySelector(":scope > a");
        if (chapter && !fold.hasAttribute("aria-label")) {
          fold.setAttribute("aria-label", chapter.textContent.trim() + ": its pages");
        }
      }
    );
  }
  function setUp() {
    forward("primary-toggle");
    forward("secondary-toggle");
    nameTheFolds();
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", setUp);
  } else {
    setUp();
  }
})();
