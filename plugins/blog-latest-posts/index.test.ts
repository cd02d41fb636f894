import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {latestPosts, withoutRoute} from './index';

function post(title: string, date: string, unlisted = false): BlogPost {
  return {
    id: title,
    metadata: {title, date: new Date(date), permalink: `/blog/${title}/`, description: `About ${title}`, unlisted},
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

test('an empty blog gives an empty list', () => {
  assert.deepEqual(latestPosts([]), []);
});

test('withoutRoute drops only the route at the given path', () => {
  const added: string[] = [];
  const addRoute = withoutRoute((route) => added.push(route.path), '/pt-br/blog/authors');
  for (const path of ['/pt-br/blog/', '/pt-br/blog/authors', '/pt-br/blog/archive']) addRoute({path, component: 'x'});
  assert.deepEqual(added, ['/pt-br/blog/', '/pt-br/blog/archive']);
});
