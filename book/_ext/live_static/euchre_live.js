// The book's live tables (book/_ext/euchre_live.py): a button starts JupyterLite's
// REPL in a frame of this page and runs the widget's code in it; a note says what is
// happening until the widget shows. Without WebAssembly the table stays off.
(function () {
  "use strict";

  function hasWebAssembly() {
    try {
      // The smallest valid module: the magic number and version 1.
      const empty = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]);
      return typeof WebAssembly === "object" && WebAssembly.validate(empty);
    } catch (error) {
      return false;
    }
  }

  function kernelStatus(win) {
    try {
      const panel = win.jupyterapp.shell.currentWidget;
      return panel.sessionContext.session.kernel.status;
    } catch (error) {
      return "";
    }
  }

  // What the reader sees while the frame gets ready, and whether it is ready.
  function stage(frame) {
    let win = null;
    let doc = null;
    try {
      win = frame.contentWindow;
      doc = frame.contentDocument;
    } catch (error) {
      return ["Loading", false];
    }
    if (!doc || !win) return ["Loading the page's Python tools", false];
    if (doc.querySelector(".jp-OutputArea-output .jupyter-widgets")) return ["Ready", true];
    const error = doc.querySelector('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]');
    if (error && /Error/.test(error.textContent)) return ["failed", true];
    if (!win.jupyterapp) return ["Loading the page's Python tools", false];
    const status = kernelStatus(win);
    if (status === "busy") return ["Installing the engine and dealing the cards", false];
    return ["Starting Python (Pyodide) in your browser", false];
  }

  // Inside the frame the widget is all there is to read: the REPL's column of output
  // prompts (64 px of blank space, a sixth of a phone's width), its collapser and its
  // padding go.
  // The REPL's input row goes too: a reader plays with the widget's buttons, and the
  // row sat over the widget's last lines (its feedback) at the frame's foot.
  const FRAME_CSS =
    ".jp-CodeConsole .jp-OutputArea-prompt,\n" +
    ".jp-CodeConsole .jp-CodeConsole-promptCell,\n" +
    ".jp-CodeConsole .jp-CodeConsole-input,\n" +
    ".jp-CodeConsole .lm-SplitPanel-handle,\n" +
    ".jp-CodeConsole .jp-Cell-outputCollapser { display: none !important; }\n" +
    // The output takes the whole panel: the hidden input row's share of it goes too.
    ".jp-CodeConsole .jp-CodeConsole-content { height: 100% !important; }\n" +
    ".jp-CodeConsole .jp-CodeConsole-content { padding: 4px !important; }\n" +
    ".jp-CodeConsole .jp-Console-cell { padding: 2px !important; }\n";

  // As the mouse goes down in the widget, the focus goes, without scrolling, to the
  // control under it (or, between controls, to the REPL's output around it).
  // Otherwise the REPL, finding the focus outside it, focuses its whole panel, the
  // browser scrolls the page to the panel's top, and the mouse comes up over another
  // part of the table: the click is lost. That happened to the first click after
  // every played card (its button goes, and the focus with it) whenever the page was
  // scrolled down into the table.
  function keepInputWithTheWidget(doc, frame) {
    // A choice pressed in the table marks its frame: a game is in play, which leaving
    // the page would lose (see the "beforeunload" listener at the end).
    doc.addEventListener(
      "click",
      function (event) {
        const target = event.target;
        if (target && target.closest && target.closest(".jupyter-widgets button")) {
          frame.dataset.played = "yes";
        }
      },
      true
    );
    doc.addEventListener(
      "mousedown",
      function (event) {
        const target = event.target;
        if (!target || !target.closest || !target.closest(".jupyter-widgets")) return;
        const control = target.closest("button, input, select, textarea, [tabindex]");
        if (control && doc.activeElement !== control) control.focus({ preventScroll: true });
      },
      true
    );
    // Enter on a widget's button or box is the widget's: the REPL would take it to
    // move the focus to its prompt, and a player on the keyboard could press nothing.
    doc.addEventListener(
      "keydown",
      function (event) {
        const target = event.target;
        if (event.key === "Enter" && target && target.closest && target.closest(".jupyter-widgets")) {
          event.stopPropagation();
        }
      },
      true
    );
  }

  // What a screen reader needs that ipywidgets cannot say. A widget's changing parts
  // (its feedback, a table's log, a replay's step) are marked "euchre-live-region":
  // each is made a polite live region itself, since it stays in the page while its
  // content is replaced, and a region that arrives already filled is often not read;
  // the status role inside it (for notebooks, where this script does not run) is
  // taken off, or it would be read twice. A button labelled with suit symbols ("10♣",
  // "call ♦ diamonds") is named by its tooltip, which says it in words ("play ten of
  // clubs"): a reader says "♣" as "black club suit".
  const SYMBOLS = /[\u2663\u2666\u2665\u2660]|\ud83c\udccf/;

  function speakable(doc) {
    doc.querySelectorAll(".euchre-live-region").forEach(function (region) {
      if (region.getAttribute("aria-live") !== "polite") {
        region.setAttribute("role", "status");
        region.setAttribute("aria-live", "polite");
      }
      region.querySelectorAll("[role=status]").forEach(function (inner) {
        inner.removeAttribute("role");
      });
    });
    // A button that shows and hides a part (the table's settings) says whether it is open.
    doc.querySelectorAll(".euchre-widget .widget-toggle-button").forEach(function (toggle) {
      const open = String(toggle.classList.contains("mod-active"));
      if (toggle.getAttribute("aria-expanded") !== open) toggle.setAttribute("aria-expanded", open);
    });
    // The REPL's own stops for the Tab key, which the reader cannot see or use: its
    // output area (the table never scrolls inside the frame) and its status bar's
    // notification count, below the table.
    doc.querySelectorAll(
      '.jp-CodeConsole-content[tabindex="0"], .jp-StatusBar-GroupItem[tabindex="0"]'
    ).forEach(function (stop) {
      stop.setAttribute("tabindex", "-1");
    });
    doc.querySelectorAll(".euchre-widget button[title]").forEach(function (button) {
      const words = button.getAttribute("title");
      if (SYMBOLS.test(button.textContent) && button.getAttribute("aria-label") !== words) {
        button.setAttribute("aria-label", words);
      }
    });
  }

  function keepSpeakable(doc) {
    speakable(doc);
    new doc.defaultView.MutationObserver(function () {
      speakable(doc);
    }).observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["title", "class"] });
  }

  function styleFrame(frame) {
    try {
      const doc = frame.contentDocument;
      if (!doc || !doc.head || doc.getElementById("euchre-live-frame-style")) return;
      const style = doc.createElement("style");
      style.id = "euchre-live-frame-style";
      style.textContent = FRAME_CSS;
      doc.head.appendChild(style);
      keepInputWithTheWidget(doc, frame);
      keepSpeakable(doc);
    } catch (error) {
      // Not ready yet (or not ours): the next tick tries again.
    }
  }

  // The REPL scrolls to its prompt, below the widget: bring the widget's top into view.
  function showWidget(frame) {
    try {
      const doc = frame.contentDocument;
      const widget = doc.querySelector(".jp-OutputArea-output .jupyter-widgets");
      for (let el = widget && widget.parentElement; el && el !== doc.body; el = el.parentElement) {
        const overflow = doc.defaultView.getComputedStyle(el).overflowY;
        if (/(auto|scroll)/.test(overflow) && el.scrollHeight > el.clientHeight) {
          el.scrollTop += widget.getBoundingClientRect().top - el.getBoundingClientRect().top;
          return;
        }
      }
    } catch (error) {
      // Nothing to scroll: the frame is not ready, or not ours.
    }
  }

  // The frame as tall as the widget in it, so that the page scrolls and nothing
  // scrolls inside the frame: on a phone a scroll inside a scroll traps the thumb,
  // and a verdict under the buttons stayed out of sight.
  function fitHeight(frame) {
    try {
      const doc = frame.contentDocument;
      const widget = doc.querySelector(".jp-OutputArea-output .jupyter-widgets");
      if (!widget) return;
      const bottom = widget.getBoundingClientRect().bottom;
      let scrolled = 0;
      for (let el = widget.parentElement; el && el !== doc.body; el = el.parentElement) {
        scrolled += el.scrollTop;
      }
      const wanted = Math.ceil(bottom + scrolled + 16);
      if (Math.abs(frame.offsetHeight - wanted) > 4) frame.style.height = wanted + "px";
    } catch (error) {
      // Not ready yet (or not ours).
    }
  }

  // Where the widget lies in the page and how tall its frame is: the table has
  // settled when this stops changing.
  function layout(frame) {
    try {
      const widget = frame.contentDocument.querySelector(".jp-OutputArea-output .jupyter-widgets");
      const inner = widget.getBoundingClientRect();
      return [frame.offsetHeight, Math.round(frame.getBoundingClientRect().top + inner.top), Math.round(inner.height)].join(" ");
    } catch (error) {
      return "";
    }
  }

  // Once the widget shows, fit the frame to it and bring it into view, and call
  // done() only when nothing has moved for half a second: a click as soon as the
  // note said "ready" could otherwise land while the frame grew and the buttons
  // slid under the pointer. Then the frame keeps growing with the widget.
  function settle(box, frame, done) {
    let last = null;
    let still = 0;
    let ticks = 0;
    box.euchreTimer = setInterval(function () {
      fitHeight(frame);
      showWidget(frame);
      const now = layout(frame);
      still = now === last ? still + 1 : 0;
      last = now;
      ticks += 1;
      if (still < 2 && ticks < 20) return;
      clearInterval(box.euchreTimer);
      done();
      box.euchreTimer = setInterval(function () {
        fitHeight(frame);
      }, 300);
    }, 250);
  }

  // A second widget replaces the first, and the first's game with it: the first
  // press says so, the second press opens it.
  // A first press asks; a second press of the same button within CONFIRM_MS opens
  // it. Later, the question has long left the reader's mind: it is asked again.
  const CONFIRM_MS = 15000;
  function confirmed(box, button) {
    const asked = box.dataset.confirm === button.textContent &&
      Date.now() - Number(box.dataset.confirmAt) < CONFIRM_MS;
    if (box.dataset.state !== "ready" || asked) {
      delete box.dataset.confirm;
      return true;
    }
    box.dataset.confirm = button.textContent;
    box.dataset.confirmAt = String(Date.now());
    const running = box.querySelector('.euchre-live-choice[aria-pressed="true"]');
    const current = running ? running.textContent : "the table";
    box.querySelector(".euchre-live-note").textContent =
      button === running
        ? "Press " + button.textContent + " again to start it afresh: what you did in it will be lost."
        : "Press " + button.textContent + " again to open it: it replaces " + current +
          ", and what you did there will be lost.";
    return false;
  }

  function start(box, button) {
    const note = box.querySelector(".euchre-live-note");
    const holder = box.querySelector(".euchre-live-frame");
    const code = box.dataset.install + "\n" + button.dataset.code;
    // No REPL toolbar: its 21 px Clear and Restart buttons sat over the table and
    // wiped it with one tap, while the note still said it was ready.
    const query = new URLSearchParams({
      kernel: "python",
      showBanner: "0",
      hideCodeInput: "1",
      code: code,
    });
    const frame = document.createElement("iframe");
    frame.className = "euchre-live-iframe";
    frame.title = button.textContent + " (live)";
    frame.src = box.dataset.repl + "?" + query.toString();
    holder.replaceChildren(frame);
    box.querySelectorAll(".euchre-live-choice").forEach(function (other) {
      other.setAttribute("aria-pressed", String(other === button));
    });
    box.dataset.state = "starting";
    const started = performance.now();
    if (box.euchreTimer) clearInterval(box.euchreTimer);
    box.euchreTimer = setInterval(function () {
      const seconds = Math.round((performance.now() - started) / 1000);
      const [what, done] = stage(frame);
      styleFrame(frame);
      if (done) {
        clearInterval(box.euchreTimer);
        if (what !== "Ready") {
          box.dataset.state = "failed";
          note.textContent =
            "Python started but the table did not: the frame below shows the error. " +
            "Reload the page to try again.";
          return;
        }
        settle(box, frame, function () {
          const ready = Math.round((performance.now() - started) / 1000);
          box.dataset.state = "ready";
          // A reader on the keyboard, still on the button that started the table, goes
          // on to the table's first choice (it took eight Tabs, through the frame's
          // own links): one who has moved elsewhere meanwhile is left there. Started
          // from the keyboard, the page scrolls that choice into view (it lay below the
          // window, so the next Enter passed unseen); started with the mouse or a
          // finger, the table stays where the reader is looking.
          if (document.activeElement === button) {
            try {
              const doc = frame.contentDocument;
              const first =
                doc.querySelector(".euchre-choices button:not(:disabled)") ||
                doc.querySelector(".jupyter-widgets button:not(:disabled)");
              if (first) {
                first.focus({ preventScroll: true });
                if (box.dataset.byKeyboard === "yes") first.scrollIntoView({ block: "nearest" });
              }
            } catch (error) {
              // Not ours to reach: the focus stays where it is.
            }
          }
          note.textContent =
            button.textContent + ": ready after " + ready + " s. Python runs in this page; nothing is sent anywhere.";
        });
        return;
      }
      // Python that cannot load (a download cut off, a browser that refuses it) never
      // says so: past a while the note tells the reader what to do instead of waiting.
      const stuck = Number(box.dataset.stuckAfter || 90);
      let slow = "";
      if (seconds > stuck) {
        slow =
          ". This is taking too long: Python may have failed to load. Reload the page to " +
          "try again; if it stops here again, this browser cannot run the live table, and " +
          "the practice notebooks open in Binder from the links in each chapter.";
      } else if (seconds > stuck / 2) {
        slow = " (slower than usual: a slow connection or a busy computer)";
      }
      // The seconds are for the eye: read out every second, they would drown the
      // stage, so the words are rewritten only when they change.
      const said = what + "…" + slow;
      if (note.dataset.said !== said || !note.querySelector(".euchre-live-seconds")) {
        const count = document.createElement("span");
        count.className = "euchre-live-seconds";
        count.setAttribute("aria-hidden", "true");
        note.replaceChildren(what + "…", count, slow);
        note.dataset.said = said;
      }
      note.querySelector(".euchre-live-seconds").textContent = " " + seconds + " s";
    }, 250);
  }

  function setUp(box) {
    const note = box.querySelector(".euchre-live-note");
    const buttons = box.querySelectorAll(".euchre-live-choice");
    const fromFile = window.location.protocol === "file:";
    if (fromFile || !hasWebAssembly()) {
      box.dataset.state = "off";
      note.textContent = fromFile ? box.dataset.fromFile : box.dataset.noWasm;
      buttons.forEach(function (button) {
        button.disabled = true;
      });
      return;
    }
    buttons.forEach(function (button) {
      button.addEventListener("click", function (event) {
        // The second click of a double click (detail 2) is not a second press: it
        // confirmed the replacing of a game in play, or started a loading table again.
        if (event.detail > 1) return;
        // A click from Enter or Space has no pointer: its detail is 0.
        box.dataset.byKeyboard = event.detail === 0 ? "yes" : "no";
        if (confirmed(box, button)) start(box, button);
      });
    });
    box.dataset.state = "idle";
  }

  function setUpAll() {
    document.querySelectorAll(".euchre-live").forEach(setUp);
  }

  // Leaving the page (a link, Back, closing the tab) mid-game would lose the game
  // without a word, as replacing the table would: the browser asks first, once a
  // choice has been pressed in a table still open. A table only looked at is left
  // without a question.
  window.addEventListener("beforeunload", function (event) {
    if (document.querySelector('.euchre-live[data-state="ready"] iframe[data-played="yes"]')) {
      event.preventDefault();
      event.returnValue = "";
    }
  });

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", setUpAll);
  } else {
    setUpAll();
  }
})();
