// The packages `npm run check:latest` moves to their newest release: Socket.IO's own (server, client, Engine.IO,
// parsers, adapters, emitters, sticky, admin UI, component-emitter), ws, the WebSocket implementation both sides
// run on, and xmlhttprequest-ssl, the Node.js client's HTTP long-polling. Every other package stays as locked.
export function isSocketIoPackage(name) {
  return (
    /^(socket\.io|engine\.io)(-[a-z0-9-]+)?$/.test(name) ||
    name.startsWith('@socket.io/') ||
    name === 'ws' ||
    name === 'xmlhttprequest-ssl'
  );
}

/** The workspaces of a package-lock.json: its entries that are folders of the checkout ("examples/v3"). */
export function workspacesOf(lock) {
  return Object.keys(lock.packages).filter((key) => key !== '' && !key.includes('node_modules/'));
}

/**
 * Whether a lock entry is one of ours installed for the samples: "node_modules/socket.io",
 * "examples/v3/node_modules/engine.io/node_modules/ws" (every package on the way is ours), but not
 * "node_modules/lighthouse/node_modules/ws".
 */
export function isReleasedEntry(key, workspaces) {
  const [owner, ...names] = key.split(/\/?node_modules\//);
  return names.length > 0 && (owner === '' || workspaces.includes(owner)) && names.every(isSocketIoPackage);
}
