import type {ThemeConfig} from '@docusaurus/preset-classic';
import {currentLocale, i18n, type SiteLocale} from './locales';
import {newestBlogPost} from './newestBlogPost';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// The bar's HTML is not run through code.json, so each locale's sentence is kept here.
const newPostText: Record<SiteLocale, (link: string) => string> = {
  en: (link) => `New on the blog: ${link}`,
  es: (link) => `Nuevo en el blog: ${link}`,
  fr: (link) => `Nouveau sur le blog : ${link}`,
  'pt-br': (link) => `Novo no blog: ${link}`,
  'zh-CN': (link) => `博客新文章：${link}`,
};

// Before the blog has a post: the pt-br edition itself.
const editionText: Record<SiteLocale, string> = {
  en: 'The Socket.IO documentation now has a <a href="/pt-br/">Brazilian Portuguese edition</a>!',
  es: '¡La documentación de Socket.IO ya tiene una <a href="/pt-br/">edición en portugués de Brasil</a>!',
  fr: 'La documentation de Socket.IO existe désormais <a href="/pt-br/">en portugais du Brésil</a> !',
  'pt-br': 'A documentação do Socket.IO agora está <a href="/pt-br/docs/v4/">em português</a>!',
  'zh-CN': 'Socket.IO 文档现已推出<a href="/pt-br/">巴西葡萄牙语版</a>！',
};

function announcement(locale: SiteLocale): {id: string; content: string} {
  const post = newestBlogPost(locale, i18n.defaultLocale);
  if (!post) return {id: 'pt-br-edition', content: editionText[locale]};
  // The bar's HTML is not rewritten by Docusaurus: the link carries the locale's path itself.
  const prefix = locale === i18n.defaultLocale ? '/' : `/${i18n.localeConfigs[locale as keyof typeof i18n.localeConfigs].path}/`;
  const link = `<a href="${prefix}blog/${post.slug}/">${escapeHtml(post.title)}</a>`;
  return {id: `blog-${post.slug}`, content: newPostText[locale](link)};
}

/** The id changes with each new post, so readers who closed the bar see the next announcement. */
export const announcementBar = {
  ...announcement(currentLocale()),
  backgroundColor: '#25c2a0',
  textColor: '#000',
  isCloseable: true,
} satisfies ThemeConfig['announcementBar'];
