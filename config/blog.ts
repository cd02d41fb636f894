import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';

export const blogOptions = {
  blogTitle: 'Blog',
  blogDescription: 'News and releases of Socket.IO',
  postsPerPage: 10,
  blogSidebarCount: 10,
  blogSidebarTitle: 'Recent posts',
  showReadingTime: true,
  archiveBasePath: 'archive',
  feedOptions: {type: ['rss', 'atom'], xslt: true},
  onUntruncatedBlogPosts: 'throw',
  onInlineAuthors: 'throw',
} satisfies BlogOptions;
