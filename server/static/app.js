// Progressive enhancement: name suggestions in the search box, and the
// date picker showing the wording as soon as a date is picked. The pages
// work without it.
(function () {
  "use strict";
  var input = document.getElementById("q");
  var box = document.getElementById("suggestions");
  if (input && box) {
    var active = -1, timer = null, seq = 0;
    function options() { return box.querySelectorAll("li"); }
    function close() { box.hidden = true; input.setAttribute("aria-expanded", "false"); active = -1; }
    function mark(i) {
      var opts = options();
      opts.forEach(function (o, j) { o.setAttribute("aria-selected", j === i ? "true" : "false"); });
      active = i;
      if (i >= 0) input.setAttribute("aria-activedescendant", opts[i].id); else input.removeAttribute("aria-activedescendant");
    }
    function go(name) { location.href = "/card?name=" + encodeURIComponent(name); }
    function show(names) {
      box.textContent = "";
      names.forEach(function (n, i) {
        var li = document.createElement("li");
        li.id = "sugg-" + i; li.setAttribute("role", "option"); li.textContent = n;
        li.addEventListener("mousedown", function (e) { e.preventDefault(); go(n); });
        box.appendChild(li);
      });
      box.hidden = names.length === 0;
      input.setAttribute("aria-expanded", names.length ? "true" : "false");
      active = -1;
    }
    input.addEventListener("input", function () {
      clearTimeout(timer);
      var v = input.value.trim();
      if (v.length < 2 || /[:<>=!"()]/.test(v)) { close(); return; }
      timer = setTimeout(function () {
        var mine = ++seq;
        fetch("/cards/autocomplete?q=" + encodeURIComponent(v)).then(function (r) { return r.json(); }).then(function (c) {
          if (mine === seq) { box.setAttribute("data-for", v); show(c.data || []); }
        }).catch(close);
      }, 120);
    });
    input.addEventListener("keydown", function (e) {
      var n = options().length;
      if (box.hidden || n === 0) return;
      if (e.key === "ArrowDown") { e.preventDefault(); mark((active + 1) % n); }
      else if (e.key === "ArrowUp") { e.preventDefault(); mark((active - 1 + n) % n); }
      else if (e.key === "Escape") { close(); }
      // The form then searches for exactly that name, which opens its page.
      else if (e.key === "Enter" && active >= 0) { input.value = '!"' + options()[active].textContent + '"'; close(); }
    });
    // Close when focus moves elsewhere in the page; a window losing focus
    // keeps the input focused and the suggestions open.
    input.addEventListener("blur", function () {
      setTimeout(function () { if (document.activeElement !== input) close(); }, 100);
    });
  }
  var date = document.getElementById("as_of");
  if (date && date.form) {
    // A date picked from the calendar is shown at once. A date typed is
    // shown once the typing pauses (or on Enter): the field holds a valid
    // date, and fires change, at each digit of the year.
    var lastKey = 0, pending = null;
    date.addEventListener("keydown", function () { lastKey = Date.now(); clearTimeout(pending); });
    date.addEventListener("change", function () {
      clearTimeout(pending);
      if (!date.value) return;
      pending = setTimeout(function () { date.form.submit(); }, Date.now() - lastKey < 250 ? 1000 : 0);
    });
  }
})();
