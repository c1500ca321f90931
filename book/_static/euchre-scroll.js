// A table wider than the screen scrolls sideways in its own box (.euchre-scroll).
// Chrome and Firefox let the keyboard scroll such a box; Safari only scrolls one that
// can take focus. So a box that scrolls is made a stop for the Tab key, named by its
// table's caption, and a box that fits is not (a stop there would do nothing).
(function () {
  // What a screen reader hears of an element: its text less what is aria-hidden.
  function heard(element) {
    let said = "";
    element.childNodes.forEach(function (child) {
      if (child.nodeType === 3) said += child.nodeValue;
      else if (child.nodeType === 1 && child.getAttribute("aria-hidden") !== "true") {
        said += heard(child);
      }
    });
    return said;
  }
  function mark() {
    document.querySelectorAll(".euchre-scroll").forEach(function (box) {
      const table = box.querySelector("table");
      const caption = table && table.caption ? heard(table.caption).trim() : "";
      if (box.scrollWidth > box.clientWidth + 1) {
        box.setAttribute("tabindex", "0");
        box.setAttribute("role", "region");
        if (caption) box.setAttribute("aria-label", caption);
      } else if (box.getAttribute("role") === "region") {
        box.removeAttribute("tabindex");
        box.removeAttribute("role");
        box.removeAttribute("aria-label");
      }
    });
  }
  document.addEventListener("DOMContentLoaded", mark);
  window.addEventListener("resize", mark);
})();
