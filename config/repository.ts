/**
 * The repository the site's sources live in, for "Edit this page" and the history of an English page:
 * `SITE_REPOSITORY_URL` (default: the socket.io website's repository), on its `main` branch.
 */
export const repositoryUrl = (process.env.SITE_REPOSITORY_URL ?? 'https://github.com/socketio/socket.io-website').replace(/\/+$/, '');

/** The base of "Edit this page" links: Docusaurus appends each file's path from the site's folder. */
export const editUrl = `${repositoryUrl}/edit/main/`;

/** The commits that changed a file (path from the site's folder), newest first. */
export const historyUrl = (file: string) => `${repositoryUrl}/commits/main/${file}`;
