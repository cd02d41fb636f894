import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginContentBlog, {validateOptions} from '@docusaurus/plugin-content-blog';
import {normalizeUrl} from '@docusaurus/utils';
import type {BlogContent, BlogPost, PluginOptions} from '@docusaurus/plugin-content-blog';

/** `lang` is set on a post shown in an edition that has no translation of it: its text is in that language. */
export type LatestPost = {title: string; permalink: string; date: string; description: string; lang?: string};
export type BlogGlobalData = {latestPosts: LatestPost[]};

export const latestPostCount = 3;

/**
 * The newest listed posts, newest first, with what the landing page and announcement need. `untranslatedLang` is
 * the language of the source posts when the edition being built is a translation: a post read from `blog/`
 * rather than from `i18n/` is shown in that language, and says so (`lang`) for screen readers and translators.
 */
export function latestPosts(posts: BlogPost[], count = latestPostCount, untranslatedLang?: string): LatestPost[] {
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
      ...(untranslatedLang && !metadata.source.startsWith('@site/i18n/') ? {lang: untranslatedLang} : {}),
    }));
}

type AddRoute = Parameters<NonNullable<Plugin<BlogContent>['contentLoaded']>>[0]['actions']['addRoute'];

/** `addRoute`, except for the route at `path`. */
export function withoutRoute(addRoute: AddRoute, path: string): AddRoute {
  return (route) => {
    if (route.path !== path) addRoute(route);
  };
}

/** What the archive page shows of each post (theme-classic's BlogArchivePage): a link with its date and title. */
export type ArchivedPost = {id: string; metadata: Pick<BlogPost['metadata'], 'permalink' | 'title' | 'date'>};

/**
 * `addRoute`, with the archive route's props reduced to what the archive page shows. The blog plugin hands it
 * every listed post whole, Markdown source included: 50 KB of JavaScript (gzip) for a page of 41 links.
 */
export function withLeanArchive(addRoute: AddRoute, path: string): AddRoute {
  return (route) => {
    if (route.path !== path) return addRoute(route);
    const archive = (route.props as {archive?: {blogPosts?: BlogPost[]}} | undefined)?.archive;
    if (!Array.isArray(archive?.blogPosts)) throw new Error(`blog-latest-posts: the archive route (${path}) has no archive.blogPosts prop; has the blog plugin changed it?`);
    const blogPosts = archive.blogPosts.map(({id, metadata: {permalink, title, date}}): ArchivedPost => ({id, metadata: {permalink, title, date}}));
    return addRoute({...route, props: {...route.props, archive: {...archive, blogPosts}}});
  };
}

/**
 * The classic blog plugin, plus its newest posts as global data: the landing page lists them from there,
 * so publishing a post is all it takes (the Docusaurus website extends its blog plugin the same way). Its routes
 * lose the authors list and the archive's post bodies (see withoutRoute and withLeanArchive).
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
      const withoutAuthors = withoutRoute(args.actions.addRoute, authorsListPath);
      const {archiveBasePath} = options;
      const addRoute = archiveBasePath ? withLeanArchive(withoutAuthors, normalizeUrl([context.baseUrl, options.routeBasePath, archiveBasePath])) : withoutAuthors;
      const actions = {...args.actions, addRoute};
      await blogPlugin.contentLoaded!({...args, actions});
      const {currentLocale, defaultLocale, localeConfigs} = context.i18n;
      const sourceLang = currentLocale === defaultLocale ? undefined : (localeConfigs[defaultLocale]?.htmlLang ?? defaultLocale);
      args.actions.setGlobalData({latestPosts: latestPosts(args.content.blogPosts, latestPostCount, sourceLang)} satisfies BlogGlobalData);
    },
  };
}

// Docusaurus validates (and fills the defaults of) a plugin given as a function through this property.
blogLatestPostsPlugin.validateOptions = validateOptions;
