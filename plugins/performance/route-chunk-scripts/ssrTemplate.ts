/** Whether `script` is one of the entry's files (`assets/js/runtime~main.*.js`, `assets/js/main.*.js`). */
export const entryScript = /^assets\/js\/(?:runtime~)?main\.[^/]*\.js$/;

/**
 * Runs the page's scripts once the served page has been painted and shown: the route chunks (`async`: each only
 * registers its modules, in a task of its own), then the entry's files in order. This script is the body's last
 * element, so the whole first screen is in the document when it runs; it waits for a largest-contentful-paint
 * entry presented after that (the browser reports one only once the frame is on screen), or, where no such entry
 * comes (the largest element was shown before, or the browser has no LCP entries), for a frame after the first
 * contentful paint was reported (at most 30 frames). A
 * hidden page renders no frame: its scripts start at once. They are fetched then, not before (see `ssrTemplate`).
 */
export const startAfterFirstPaint = `(function(){var d=0,t=performance.now();function s(){if(d)return;d=1;document.querySelectorAll("link[data-startup]").forEach(function(l){var e=document.createElement("script");e.src=l.href;e.async=l.getAttribute("data-startup")==="chunk";document.body.appendChild(e)})}function f(c){requestAnimationFrame(function(){setTimeout(c)})}if(document.visibilityState==="hidden")return s();try{new PerformanceObserver(function(l){l.getEntries().forEach(function(e){if(e.startTime>=t)setTimeout(s)})}).observe({type:"largest-contentful-paint",buffered:!0})}catch(e){}(function w(n){f(function(){n&&!performance.getEntriesByName("first-contentful-paint").length?w(n-1):f(s)})})(30)})()`;

/**
 * Docusaurus's page template, where the page's scripts (its route chunks and the entry's files) are named in the
 * head by `<link rel="x-startup">` (a relation browsers do not know: nothing is fetched) and fetched and run once
 * the page is painted (`startAfterFirstPaint`). With the route chunks `async` and the entry `defer`, Chromium at 4x
 * CPU evaluated them before painting the served article (measured with `npm run bench -- paint-trace`, see the
 * README): the article waited for script it does not need. Preloaded (`fetchpriority=low`) and started after the
 * paint, they were still downloaded while the article was: Lighthouse counts in the LCP every request that finished
 * before it, 124 KB of script at slow 4G, and its LCP went from 1.2 to 1.9 s whenever they won that race (see the
 * README's performance section). A chunk still on its way when main.js runs is requested by main.js, which is the
 * behaviour without them.
 */
export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% const entry = ${entryScript}; %>
    <% it.scripts.filter((script) => !entry.test(script)).forEach((script) => { %>
      <link rel="x-startup" href="<%= it.baseUrl %><%= script %>" data-startup="chunk" />
    <% }); %>
    <% it.scripts.filter((script) => entry.test(script)).forEach((script) => { %>
      <link rel="x-startup" href="<%= it.baseUrl %><%= script %>" data-startup="entry" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${startAfterFirstPaint}</script>
  </body>
</html>
`;
