// The head script of plugins/code-variants (headScript.ts inlines it in every page's <head>, __GROUPS__ replaced
// by the groups of choices.ts). It runs before the body is parsed, like Docusaurus's colour-mode script: it applies
// the reader's choice to <html> (?lang= / ?pm= first, and remembered; then localStorage; then the default), which
// the stylesheet reads to show the chosen panels at the first paint. One delegated listener then switches every tab
// group, before or without hydration, and keeps the ARIA state (aria-selected, roving tabindex, hidden) of the
// groups in step, those React renders after a client-side navigation included. ES5: nothing is transpiled.
(function (groups) {
  var root = document.documentElement;
  var storage = null;
  try {
    storage = window.localStorage;
  } catch (e) {}
  var params = new URLSearchParams(location.search);
  function valid(group, value) {
    if (value && group.aliases[value]) value = group.aliases[value];
    return value && group.values.indexOf(value) >= 0 ? value : null;
  }
  function save(group, value) {
    try {
      if (storage) storage.setItem(group.key, value);
    } catch (e) {}
  }
  for (var name in groups) {
    var group = groups[name];
    var stored = null;
    try {
      stored = storage && storage.getItem(group.key);
    } catch (e) {}
    var asked = valid(group, params.get(group.query));
    if (asked) save(group, asked);
    root.setAttribute(group.attribute, asked || valid(group, stored) || group.default);
  }
  function tabsOf(element) {
    return Array.prototype.slice.call(element.querySelectorAll(':scope > [role=tablist] > [role=tab]'));
  }
  // The value a tab group shows: the choice, or its fallback when the group lacks it.
  function shownIn(element, group) {
    var values = tabsOf(element).map(function (tab) {
      return tab.getAttribute('data-code-value');
    });
    var value = root.getAttribute(group.attribute);
    if (values.indexOf(value) < 0) value = values.indexOf(group.fallback[value]) >= 0 ? group.fallback[value] : group.default;
    return value;
  }
  function sync(scope) {
    var elements = scope.querySelectorAll('.code-variants[data-code-group]');
    for (var i = 0; i < elements.length; i++) {
      var element = elements[i];
      var group = groups[element.getAttribute('data-code-group')];
      if (!group) continue;
      var value = shownIn(element, group);
      var parts = element.querySelectorAll(':scope > [role=tablist] > [role=tab], :scope > [role=tabpanel]');
      for (var j = 0; j < parts.length; j++) {
        var part = parts[j];
        var on = part.getAttribute('data-code-value') === value;
        if (part.getAttribute('role') === 'tab') {
          part.setAttribute('aria-selected', on ? 'true' : 'false');
          part.tabIndex = on ? 0 : -1;
        } else part.hidden = !on;
      }
    }
  }
  function choose(tab) {
    var group = groups[tab.closest('.code-variants').getAttribute('data-code-group')];
    if (!group) return;
    var value = tab.getAttribute('data-code-value');
    // The groups above may change height: the tab chosen stays where the reader's pointer is.
    var top = tab.getBoundingClientRect().top;
    root.setAttribute(group.attribute, value);
    save(group, value);
    sync(document);
    window.scrollBy(0, tab.getBoundingClientRect().top - top);
  }
  function tabAt(target) {
    return target instanceof Element ? (target.closest('.code-variants > [role=tablist] > [role=tab]')) : null;
  }
  document.addEventListener('click', function (event) {
    var tab = tabAt(event.target);
    if (tab) choose(tab);
  });
  // WAI-ARIA tabs with automatic activation: arrows move to the previous or next tab, Home and End to the ends.
  document.addEventListener('keydown', function (event) {
    var tab = tabAt(event.target);
    if (!tab) return;
    var tabs = tabsOf(tab.parentElement.parentElement);
    var index = tabs.indexOf(tab);
    var keys = {ArrowRight: index + 1, ArrowLeft: index - 1 + tabs.length, Home: 0, End: tabs.length - 1};
    if (!(event.key in keys)) return;
    event.preventDefault();
    var next = tabs[keys[event.key] % tabs.length];
    choose(next);
    next.focus();
  });
  document.addEventListener('DOMContentLoaded', function () {
    sync(document);
    // After a client-side navigation React renders the new page's groups as served: the default selected.
    new MutationObserver(function (records) {
      for (var i = 0; i < records.length; i++) {
        var added = records[i].addedNodes;
        for (var j = 0; j < added.length; j++) {
          var node = added[j];
          if (node.nodeType === 1 && (node.matches('.code-variants') || node.querySelector('.code-variants'))) return sync(document);
        }
      }
    }).observe(document.body, {childList: true, subtree: true});
  });
})(__GROUPS__);
