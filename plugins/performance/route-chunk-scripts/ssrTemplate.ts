/** Whether `script` is one of the entry's files (`assets/js/runtime~main.*.js`, `assets/js/main.*.js`). */
export const entryScript = /^assets\/js\/(?:runtime~)?main\.[^/]*\.js$/;

/**
 * Docusaurus's page template, where the page's route chunks are `async` scripts next to the entry's `defer` ones.
 * A chunk only registers its modules: run as soon as it arrives, each in a task of its own, it is registered by
 * the time main.js runs, and rendering the route requests nothing more. (Deferred, they would run in the same
 * task as main.js, and lengthen the page's longest task.) A chunk still on its way when main.js runs is
 * requested again by main.js, which is the behaviour without them.
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
      <script src="<%= it.baseUrl %><%= script %>" async></script>
    <% }); %>
    <% it.scripts.filter((script) => entry.test(script)).forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
