/** The words of the charts, per locale. Numbers are formatted by the caller with Intl.NumberFormat(locale). */
export const chartLocales = ['en', 'pt-br', 'fr', 'zh-CN', 'es'] as const;
export type ChartLocale = (typeof chartLocales)[number];

interface SeriesLabel {
  engine: string;
  perMessageDeflate: boolean;
}
interface LineEnd {
  label: string;
  mib: number;
  clients: number;
  perClient: number;
}

interface Strings {
  heapTitle: string;
  rssTitle: string;
  clientsAxis: string;
  heap: string;
  asShipped: string;
  series: (s: SeriesLabel) => string;
  lineDesc: (key: 'heapUsed' | 'rss', ends: LineEnd[], baseMiB: number) => string;
  perClientTitle: (clients: number) => string;
  perClientDesc: (clients: number, rows: {label: string; heap: string; rss: string}[]) => string;
  bundlesTitle: (version: string) => string;
  bundlesDesc: (version: string, rows: {file: string; bytes: string; gzip: string}[]) => string;
}

/**
 * `n` with `digits` decimals, as Intl writes it for `locale`; es groups the digits with a no-break space ("10 000",
 * as i18n/es/STYLE.md and the es pages write numbers) where Intl's es writes a dot.
 */
export function formatNumber(locale: string, n: number, digits = 0): string {
  const parts = new Intl.NumberFormat(locale, {minimumFractionDigits: digits, maximumFractionDigits: digits}).formatToParts(n);
  return parts.map((part) => (part.type === 'group' && locale === 'es' ? '\u00a0' : part.value)).join('');
}
const fmt = formatNumber;

export const chartText: Record<ChartLocale, Strings> = {
  en: {
    heapTitle: 'Server heap used (after GC) by connected clients',
    rssTitle: 'Server RSS (after GC) by connected clients',
    clientsAxis: 'Connected clients (WebSocket)',
    heap: 'Heap used',
    asShipped: 'As shipped',
    series: (s) => `${s.engine}, perMessageDeflate ${s.perMessageDeflate ? 'on' : 'off'}`,
    lineDesc: (key, ends, base) =>
      `Line chart: the ${key === 'heapUsed' ? 'V8 heap used' : 'resident set size'} of a Socket.IO server process, in MiB, ` +
      `from ${fmt('en', base, 1)} MiB with no client, measured every 1,000 clients. ` +
      ends.map((e) => `${e.label}: ${fmt('en', e.mib, 1)} MiB with ${fmt('en', e.clients)} clients, ${fmt('en', e.perClient / 1024, 1)} KiB per client.`).join(' '),
    perClientTitle: (clients) => `Server memory per client, at ${fmt('en', clients)} clients`,
    perClientDesc: (clients, rows) =>
      `Bar chart: memory a Socket.IO server holds per connected client, measured with ${fmt('en', clients)} WebSocket clients. ` +
      rows.map((row) => `${row.label}: heap used ${row.heap}, RSS ${row.rss}.`).join(' '),
    bundlesTitle: (version) => `socket.io-client ${version} bundles`,
    bundlesDesc: (version, rows) =>
      `Bar chart: the size of each file in the dist folder of socket.io-client ${version}, as shipped and gzipped. ` +
      rows.map((row) => `${row.file}: ${row.bytes}, ${row.gzip} gzipped.`).join(' '),
  },
  'pt-br': {
    heapTitle: 'Heap usado pelo servidor (após GC)',
    rssTitle: 'RSS do servidor (após GC)',
    clientsAxis: 'Clientes conectados (WebSocket)',
    heap: 'Heap usado',
    asShipped: 'Como publicado',
    series: (s) => `${s.engine}, perMessageDeflate ${s.perMessageDeflate ? 'ligado' : 'desligado'}`,
    lineDesc: (key, ends, base) =>
      `Gráfico de linhas: ${key === 'heapUsed' ? 'o heap do V8 usado' : 'o resident set size (RSS)'} por um processo de servidor Socket.IO, em MiB, ` +
      `a partir de ${fmt('pt-BR', base, 1)} MiB sem nenhum cliente, medido a cada 1.000 clientes. ` +
      ends.map((e) => `${e.label}: ${fmt('pt-BR', e.mib, 1)} MiB com ${fmt('pt-BR', e.clients)} clientes, ${fmt('pt-BR', e.perClient / 1024, 1)} KiB por cliente.`).join(' '),
    perClientTitle: (clients) => `Memória do servidor por cliente, com ${fmt('pt-BR', clients)} clientes`,
    perClientDesc: (clients, rows) =>
      `Gráfico de barras: a memória que um servidor Socket.IO ocupa por cliente conectado, medida com ${fmt('pt-BR', clients)} clientes WebSocket. ` +
      rows.map((row) => `${row.label}: heap usado ${row.heap}, RSS ${row.rss}.`).join(' '),
    bundlesTitle: (version) => `Bundles do socket.io-client ${version}`,
    bundlesDesc: (version, rows) =>
      `Gráfico de barras: o tamanho de cada arquivo da pasta dist do socket.io-client ${version}, como publicado e com gzip. ` +
      rows.map((row) => `${row.file}: ${row.bytes}, ${row.gzip} com gzip.`).join(' '),
  },
  fr: {
    heapTitle: 'Tas utilisé par le serveur (après GC)',
    rssTitle: 'RSS du serveur (après GC)',
    clientsAxis: 'Clients connectés (WebSocket)',
    heap: 'Tas utilisé',
    asShipped: 'Tel que publié',
    series: (s) => `${s.engine}, perMessageDeflate ${s.perMessageDeflate ? 'activé' : 'désactivé'}`,
    lineDesc: (key, ends, base) =>
      `Graphique en courbes : ${key === 'heapUsed' ? 'le tas V8 utilisé' : 'la mémoire résidente (RSS)'} d’un processus serveur Socket.IO, en Mio, ` +
      `à partir de ${fmt('fr', base, 1)} Mio sans client, mesuré tous les 1 000 clients. ` +
      ends.map((e) => `${e.label} : ${fmt('fr', e.mib, 1)} Mio avec ${fmt('fr', e.clients)} clients, ${fmt('fr', e.perClient / 1024, 1)} Kio par client.`).join(' '),
    perClientTitle: (clients) => `Mémoire du serveur par client, à ${fmt('fr', clients)} clients`,
    perClientDesc: (clients, rows) =>
      `Graphique en barres : la mémoire qu’un serveur Socket.IO occupe par client connecté, mesurée avec ${fmt('fr', clients)} clients WebSocket. ` +
      rows.map((row) => `${row.label} : tas utilisé ${row.heap}, RSS ${row.rss}.`).join(' '),
    bundlesTitle: (version) => `Fichiers de socket.io-client ${version}`,
    bundlesDesc: (version, rows) =>
      `Graphique en barres : la taille de chaque fichier du dossier dist de socket.io-client ${version}, tel que publié et compressé avec gzip. ` +
      rows.map((row) => `${row.file} : ${row.bytes}, ${row.gzip} avec gzip.`).join(' '),
  },
  'zh-CN': {
    heapTitle: '服务器已用堆内存（GC 后）与已连接客户端数',
    rssTitle: '服务器 RSS（GC 后）与已连接客户端数',
    clientsAxis: '已连接客户端（WebSocket）',
    heap: '已用堆内存',
    asShipped: '发布大小',
    series: (s) => `${s.engine}，perMessageDeflate ${s.perMessageDeflate ? '开启' : '关闭'}`,
    lineDesc: (key, ends, base) =>
      `折线图：Socket.IO 服务器进程的${key === 'heapUsed' ? ' V8 已用堆内存' : '常驻内存（RSS）'}，单位 MiB，` +
      `无客户端时为 ${fmt('zh-CN', base, 1)} MiB，每 1,000 个客户端测量一次。` +
      ends.map((e) => `${e.label}：${fmt('zh-CN', e.clients)} 个客户端时 ${fmt('zh-CN', e.mib, 1)} MiB，每个客户端 ${fmt('zh-CN', e.perClient / 1024, 1)} KiB。`).join(''),
    perClientTitle: (clients) => `每个客户端的服务器内存（${fmt('zh-CN', clients)} 个客户端）`,
    perClientDesc: (clients, rows) =>
      `条形图：Socket.IO 服务器为每个已连接客户端占用的内存，使用 ${fmt('zh-CN', clients)} 个 WebSocket 客户端测量。` +
      rows.map((row) => `${row.label}：已用堆内存 ${row.heap}，RSS ${row.rss}。`).join(''),
    bundlesTitle: (version) => `socket.io-client ${version} 的构建文件`,
    bundlesDesc: (version, rows) =>
      `条形图：socket.io-client ${version} 的 dist 目录中每个文件的大小，发布大小与 gzip 压缩后大小。` +
      rows.map((row) => `${row.file}：${row.bytes}，gzip 后 ${row.gzip}。`).join(''),
  },
  es: {
    heapTitle: 'Heap usado por el servidor (tras el GC)',
    rssTitle: 'RSS del servidor (tras el GC)',
    clientsAxis: 'Clientes conectados (WebSocket)',
    heap: 'Heap usado',
    asShipped: 'Como se publica',
    series: (s) => `${s.engine}, perMessageDeflate ${s.perMessageDeflate ? 'activado' : 'desactivado'}`,
    lineDesc: (key, ends, base) =>
      `Gráfico de líneas: ${key === 'heapUsed' ? 'el heap de V8 que usa' : 'el resident set size (RSS) de'} un proceso de servidor Socket.IO, en MiB, ` +
      `desde ${fmt('es', base, 1)} MiB sin ningún cliente, medido cada ${fmt('es', 1000)} clientes. ` +
      ends.map((e) => `${e.label}: ${fmt('es', e.mib, 1)} MiB con ${fmt('es', e.clients)} clientes, ${fmt('es', e.perClient / 1024, 1)} KiB por cliente.`).join(' '),
    perClientTitle: (clients) => `Memoria del servidor por cliente (${fmt('es', clients)} clientes)`,
    perClientDesc: (clients, rows) =>
      `Gráfico de barras: la memoria que un servidor Socket.IO ocupa por cada cliente conectado, medida con ${fmt('es', clients)} clientes WebSocket. ` +
      rows.map((row) => `${row.label}: heap usado ${row.heap}, RSS ${row.rss}.`).join(' '),
    bundlesTitle: (version) => `Bundles de socket.io-client ${version}`,
    bundlesDesc: (version, rows) =>
      `Gráfico de barras: el tamaño de cada archivo de la carpeta dist de socket.io-client ${version}, tal como se publican y con gzip. ` +
      rows.map((row) => `${row.file}: ${row.bytes}, ${row.gzip} con gzip.`).join(' '),
  },
};
