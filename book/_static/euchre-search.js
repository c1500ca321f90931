// Sphinx 7.4's search shows a summary under each result, read from the page at the
// result's anchor. An index entry's anchor is an empty target, so the summary is
// empty, makeSearchSummary returns null, and the search stops with "Failed to
// execute 'appendChild'". Here an empty summary falls back to the page's own, as
// Sphinx does where a result has no anchor.
document.addEventListener("DOMContentLoaded", function () {
  if (typeof Search === "undefined" || !Search.makeSearchSummary || Search.euchreSummary) {
    return;
  }
  const summary = Search.makeSearchSummary;
  Search.euchreSummary = true;
  Search.makeSearchSummary = function (htmlText, keywords, anchor) {
    return (
      summary(htmlText, keywords, anchor) ||
      summary(htmlText, keywords, "") ||
      document.createElement("p")
    );
  };
});
