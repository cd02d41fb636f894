import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {latestPosts, withLeanArchive, withoutRoute} from './index';

function post(title: string, date: string, unlisted = false, source = `@site/blog/${title}.md`): BlogPost {
  return {
    id: title,
    metadata: {title, date: new Date(date), permalink: `/blog/${title}/`, description: `About ${title}`, unlisted, source},
  } as unknown as BlogPost;
}

test('latest posts are the newest listed ones, newest first', () => {
  const posts = [post('old', '2014-05-28'), post('newest', '2024-07-25'), post('hidden', '2025-01-01', true), post('mid', '2024-07-12'), post('older', '2020-01-01')];
  assert.deepEqual(
    latestPosts(posts).map((p) => p.title),
    ['newest', 'mid', 'older'],
  );
});

test('each latest post carries its link, ISO date and description', () => {
  assert.deepEqual(latestPosts([post('monorepo', '2024-07-12')]), [
    {title: 'monorepo', permalink: '/blog/monorepo/', date: '2024-07-12T00:00:00.000Z', description: 'About monorepo'},
  ]);
});

test('in a translated edition, a post without its translation says it is in English (lang)', () => {
  const posts = [
    post('translated', '2024-07-25', false, '@site/i18n/es/docusaurus-plugin-content-blog/translated.md'),
    post('english', '2024-07-12'),
  ];
  assert.deepEqual(
    latestPosts(posts, 3, 'en').map(({title, lang}) => [title, lang]),
    [['translated', undefined], ['english', 'en']],
  );
  assert.equal(latestPosts(posts)[1]!.lang, undefined, 'the English edition marks nothing');
});

test('an empty blog gives an empty list', () => {
  assert.deepEqual(latestPosts([]), []);
});

test('withoutRoute drops only the route at the given path', () => {
  const added: string[] = [];
  const addRoute = withoutRoute((route) => added.push(route.path), '/pt-br/blog/authors');
  for (const path of ['/pt-br/blog/', '/pt-br/blog/authors', '/pt-br/blog/archive']) addRoute({path, component: 'x'});
  assert.deepEqual(added, ['/pt-br/blog/', '/pt-br/blog/archive']);
});

test('the archive route keeps, of each post, its id, link, title and date; other routes pass unchanged', () => {
  const added: {path: string; props?: unknown}[] = [];
  const addRoute = withLeanArchive((route) => added.push(route), '/pt-br/blog/archive');
  const metadata = {permalink: '/pt-br/blog/monorepo', title: 'Monorepo do Socket.IO', date: '2024-07-10T00:00:00.000Z', description: 'Um só repositório.', tags: []};
  const post = {id: 'monorepo', metadata, content: '# Long Markdown source'};
  addRoute({path: '/pt-br/blog/archive', component: '@theme/BlogArchivePage', exact: true, props: {archive: {blogPosts: [post]}}});
  addRoute({path: '/pt-br/blog/', component: '@theme/BlogListPage', props: {unchanged: post}});
  assert.deepEqual(added[0]!.props, {
    archive: {blogPosts: [{id: 'monorepo', metadata: {permalink: '/pt-br/blog/monorepo', title: 'Monorepo do Socket.IO', date: '2024-07-10T00:00:00.000Z'}}]},
  });
  assert.deepEqual(added[1]!.props, {unchanged: post});
});

test('an archive route without its posts fails the build, naming the plugin and the route', () => {
  const addRoute = withLeanArchive(() => undefined, '/pt-br/blog/archive');
  assert.throws(() => addRoute({path: '/pt-br/blog/archive', component: 'x', props: {}}), /blog-latest-posts: the archive route \(\/pt-br\/blog\/archive\)/);
});
