import type {ThemeConfig} from '@docusaurus/preset-classic';
import {currentLocale, type SiteLocale} from './locales';

// The bar's HTML is not run through code.json, so each locale's text is kept here.
const content: Record<SiteLocale, string> = {
  en: 'The Socket.IO documentation now has a <a href="/pt-br/">Brazilian Portuguese edition</a>!',
  fr: 'La documentation de Socket.IO existe désormais <a href="/pt-br/">en portugais du Brésil</a> !',
  'pt-br': 'A documentação do Socket.IO agora está <a href="/pt-br/docs/v4/">em português</a>!',
  'zh-CN': 'Socket.IO 文档现已推出<a href="/pt-br/">巴西葡萄牙语版</a>！',
};

/** Changing `id` shows the bar again to readers who closed the previous one. */
export const announcementBar = {
  id: 'pt-br-edition',
  content: content[currentLocale()],
  backgroundColor: '#25c2a0',
  textColor: '#000',
  isCloseable: true,
} satisfies ThemeConfig['announcementBar'];
