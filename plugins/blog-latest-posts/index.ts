import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginContentBlog, {validateOptions} from '@docusaurus/plugin-content-blog';
import {normalizeUrl} from '@docusaurus/utils';
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

type AddRoute = Parameters<NonNullable<Plugin<BlogContent>['contentLoaded']>>[0]['actions']['addRoute'];

/** `addRoute`, except for the route at `path`. */
export function withoutRoute(addRoute: AddRoute, path: string): AddRoute {
  return (route) => {
    if (route.path !== path) addRoute(route);
  };
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
      // Posts are signed by the project (authors.yml) and no author has a page of their own, so the list of
      // authors would be a page with one entry that nothing links to: it is not part of the site.
      const authorsListPath = normalizeUrl([context.baseUrl, options.routeBasePath, options.authorsBasePath]);
      const actions = {...args.actions, addRoute: withoutRoute(args.actions.addRoute, authorsListPath)};
      await blogPlugin.contentLoaded!({...args, actions});
      args.actions.setGlobalData({latestPosts: latestPosts(args.content.blogPosts)} satisfies BlogGlobalData);
    },
  };
}

// Docusaurus validates (and fills the defaults of) a plugin given as a function through this property.
blogLatestPostsPlugin.validateOptions = validateOptions;
