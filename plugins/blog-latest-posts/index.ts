import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginContentBlog, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {BlogContent, BlogPost, PluginOptions} from '@docusaurus/plugin-content-blog';

export type LatestPost = {title: string; permalink: string; date: string; description: string};
export type BlogGlobalData = {latestPosts: LatestPost[]};

export const latestPostCount = 3;

/** The newest listed posts, newest first, with what the landing page and announcement need. */
export function latestPosts(posts: BlogPost[], count = latestPostCount): LatestPost[] {
  return posts
    .filter((post) => !post.metadata.unlisted)
    .slice()
    .sort((a, b) => new Date(b.metadata.date).getTime() - new Date(a.metadata.date).getTime())
    .slice(0, count)
    .map(({metadata}) => ({
      title: metadata.title,
      permalink: metadata.permalink,
      date: new Date(metadata.date).toISOString(),
      description: metadata.description,
    }));
}

/**
 * The classic blog plugin, plus its newest posts as global data: the landing page lists them from there,
 * so publishing a post is all it takes (the Docusaurus website extends its blog plugin the same way).
 */
export default async function blogLatestPostsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const blogPlugin = await pluginContentBlog(context, options);
  return {
    ...blogPlugin,
    async contentLoaded(args) {
      await blogPlugin.contentLoaded!(args);
      args.actions.setGlobalData({latestPosts: latestPosts(args.content.blogPosts)} satisfies BlogGlobalData);
    },
  };
}

// Docusaurus validates (and fills the defaults of) a plugin given as a function through this property.
blogLatestPostsPlugin.validateOptions = validateOptions;
