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
  const perform = Search.performSearch;
  Search.euchreSummary = true;
  // Sphinx splits a query at every character that is not a letter or a digit, so
  // "euchre'd" searched for "euchre" (every page) and "d". A word written with an
  // apostrophe is searched as one word: "euchre'd" as "euchred", "dealer's" as
  // "dealers" (which the stemmer reads as "dealer").
  Search.performSearch = function (query) {
    return perform(query.replace(/(\p{Letter})['\u2019](?=\p{Letter})/gu, "$1"));
  };
  Search.makeSearchSummary = function (htmlText, keywords, anchor) {
    return (
      summary(htmlText, keywords, anchor) ||
      summary(htmlText, keywords, "") ||
      document.createElement("p")
    );
  };
});
