/** Socket.IO's public destinations outside this site, named once for navbar and footer. */
export const externalLinks = {
  github: 'https://github.com/socketio/socket.io',
  stackOverflow: 'https://stackoverflow.com/questions/tagged/socket.io',
  discussions: 'https://github.com/socketio/socket.io/discussions',
  slack: 'https://socketio.slack.com',
  x: 'https://x.com/SocketIO',
  cdn: 'https://cdn.socket.io/',
  adminUi: 'https://admin.socket.io/',
  roadmap: 'https://github.com/orgs/socketio/projects/3',
  sponsor: 'https://opencollective.com/socketio',
} as const;
