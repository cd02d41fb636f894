import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {LlmsTxtMessages} from './messages';

/** A section of llms.txt: a title and the pages it lists, by route. */
export type Section = {title: string; routes: string[]; suffix?: string};

/** What llms.txt lists: sections in reading order, the "Optional" ones (older docs), and the docs llms-full.txt holds. */
export type Outline = {sections: Section[]; optional: Section[]; full: string[]};

type SidebarItem = LoadedVersion['sidebars'][string][number];
type NavbarItem = {type?: string; docId?: string; sidebarId?: string; label?: string; items?: NavbarItem[]};

/** The docs of sidebar items, in order (a category's own page first). */
function docIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return [item.id];
    if (item.type !== 'category') return [];
    const own = item.link?.type === 'doc' ? [item.link.id] : [];
    return [...own, ...docIds(item.items)];
  });
}

/** Every navbar item, dropdowns opened. */
const navbarItems = (items: NavbarItem[]): NavbarItem[] => items.flatMap((item) => [item, ...navbarItems(item.items ?? [])]);

/**
 * The sections of a docs version, as its sidebars group them: a sidebar of categories gives one section per
 * category (its translated label); another sidebar one section named by the navbar item leading to it (the API
 * references, the tutorial, the changelog), else by its first doc's title. Docs in no sidebar come last, each
 * named by its navbar item or its title.
 */
export function versionSections(version: LoadedVersion, navbar: NavbarItem[], sidebarOrder: string[]): Section[] {
  const routeOf = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
  const titleOf = new Map(version.docs.map((doc) => [doc.id, doc.title]));
  const items = navbarItems(navbar);
  const labelFor = (ids: string[], sidebarId?: string) =>
    items.find((item) => (item.type === 'doc' && ids.includes(item.docId ?? '')) || (item.type === 'docSidebar' && item.sidebarId === sidebarId))?.label;
  const routes = (ids: string[]) => ids.map((id) => routeOf.get(id)).filter((route): route is string => route !== undefined);

  const sidebarIds = Object.keys(version.sidebars).sort((a, b) => rank(sidebarOrder, a) - rank(sidebarOrder, b));
  const sections: Section[] = [];
  const listed = new Set<string>();
  for (const sidebarId of sidebarIds) {
    const sidebar = version.sidebars[sidebarId]!;
    const ids = docIds(sidebar);
    ids.forEach((id) => listed.add(id));
    if (sidebar.length > 0 && sidebar.every((item) => item.type === 'category')) {
      for (const category of sidebar) {
        if (category.type === 'category') sections.push({title: category.label, routes: routes(docIds([category]))});
      }
    } else if (ids.length > 0) {
      sections.push({title: labelFor(ids, sidebarId) ?? titleOf.get(ids[0]!) ?? sidebarId, routes: routes(ids)});
    }
  }
  for (const doc of version.docs) {
    if (!listed.has(doc.id)) sections.push({title: labelFor([doc.id]) ?? doc.title, routes: [doc.permalink]});
  }
  return sections.filter((section) => section.routes.length > 0);
}

/** Position in `order`, the unlisted last (in their own order). */
function rank(order: string[], name: string): number {
  const index = order.indexOf(name);
  return index === -1 ? order.length : index;
}

export type OutlineInput = {
  baseUrl: string;
  /** The loaded versions of the docs plugin, the latest first. */
  versions: LoadedVersion[];
  navbar: NavbarItem[];
  sidebarOrder: string[];
  /** The routes of the pages plugin (home, demos, get-started, how-to, Cordova). */
  pageRoutes: string[];
  /** The blog's posts, newest first. */
  postRoutes: string[];
  /** A page's title, from its twin. */
  titleOf(route: string): string | undefined;
  messages: LlmsTxtMessages;
};

/**
 * The outline of a locale's llms.txt: the latest docs version (its sidebars' sections), the Markdown pages
 * (get-started under its index page's title, how-to, the other pages), the blog posts, and the older versions'
 * docs as "Optional" sections, each title marked with its version label. llms-full.txt holds the latest docs.
 */
export function outline({baseUrl, versions, navbar, sidebarOrder, pageRoutes, postRoutes, titleOf, messages}: OutlineInput): Outline {
  const [latest, ...older] = [...versions].sort((a, b) => Number(b.isLast) - Number(a.isLast));
  const latestSections = latest ? versionSections(latest, navbar, sidebarOrder) : [];
  const inFolder = (folder: string) => pageRoutes.filter((route) => route.startsWith(`${baseUrl}${folder}/`)).sort();
  const getStarted = inFolder('get-started');
  const howTo = inFolder('how-to');
  const others = pageRoutes.filter((route) => !getStarted.includes(route) && !howTo.includes(route)).sort();
  const getStartedIndex = `${baseUrl}get-started/`;
  const pages: Section[] = [
    {title: titleOf(getStartedIndex) ?? 'Get started', routes: getStarted.sort((a, b) => Number(b === getStartedIndex) - Number(a === getStartedIndex))},
    {title: messages.howTo, routes: howTo},
    {title: messages.pages, routes: others},
    {title: messages.blog, routes: postRoutes},
  ];
  const optional = older.flatMap((version) =>
    versionSections(version, navbar, sidebarOrder).map((section) => ({...section, suffix: version.label})),
  );
  return {
    sections: [...latestSections, ...pages].filter((section) => section.routes.length > 0),
    optional,
    full: latestSections.flatMap((section) => section.routes),
  };
}
