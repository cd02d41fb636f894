import type {ExtractedPage} from './extract';
import {processTerm, tokenize} from './client/text';

/**
 * Phrases a reader may type for a Socket.IO term, per language, that the glossary does not pair by itself:
 * the pt-br edition writes "sala" and "transmitir para todos" where the API and the English pages say
 * "room" and "broadcast" (see the pt-br style guide's terms table). The zh-CN edition writes 跨源 for CORS, as the
 * standard's Chinese name does, where many readers type 跨域.
 *
 * The verbs and nouns of connecting go together too: the Snowball stemmers keep "conectar" (conect) and
 * "conexão" (conexã) apart, so "cliente não conecta" missed the page titled "Problemas de conexão". The same
 * holds for their des- and re- forms, and in Spanish (conectar, conexión) and French (connecter, connexion).
 *
 * "Timeout", the duration, is "tempo limite" in the pt-br pages (the style guide's terms table), while the API's
 * names keep the English word (`ackTimeout`, `socket.timeout()`, the `ping timeout` reason): readers type either.
 */
export const extraSynonyms: Record<string, string[][]> = {
  'pt-br': [
    ['sala', 'room'],
    ['broadcast', 'transmitir para todos', 'transmissão'],
    ['confirmação', 'acknowledgement', 'ack'],
    ['sessão persistente', 'sticky session'],
    ['adaptador', 'adapter'],
    ['namespace', 'espaço de nomes'],
    ['reconexão', 'reconectar', 'reconnection'],
    ['desconexão', 'desconectar', 'disconnect', 'disconnection'],
    ['conexão', 'conectar'],
    ['middleware', 'intermediário'],
    ['depuração', 'debug', 'debugging'],
    ['tempo limite', 'timeout'],
  ],
  // The es edition's words for the same concepts (i18n/es/STYLE.md); namespace, callback and handshake stay English.
  es: [
    ['sala', 'room'],
    ['difundir', 'difusión', 'broadcast'],
    ['acuse de recibo', 'acknowledgement', 'ack'],
    ['sesión persistente', 'sticky session'],
    ['adaptador', 'adapter'],
    ['reconexión', 'reconectar', 'reconnection'],
    ['desconexión', 'desconectar', 'disconnect', 'disconnection'],
    ['conexión', 'conectar'],
    ['manejador', 'handler'],
    ['depuración', 'debug', 'debugging'],
    ['balanceador de carga', 'load balancer'],
    ['prueba', 'test'],
    ['prueba de carga', 'load test', 'load testing'],
    ['bucle de eventos', 'event loop'],
    // "Chuleta" is what many Spanish readers call a cheat sheet; the edition writes "hoja de referencia".
    ['hoja de referencia', 'chuleta', 'cheatsheet'],
  ],
  fr: [
    ['connexion', 'connecter'],
    ['déconnexion', 'déconnecter'],
    ['reconnexion', 'reconnecter'],
  ],
  'zh-CN': [['跨源', '跨域', 'CORS']],
};

/**
 * Pairs from a glossary page: its headings read "Term in this language (English term)", as in
 * "Confirmação (acknowledgement)" or "ID de sessão (session ID, sid)".
 */
export function glossarySynonyms(page: ExtractedPage): string[][] {
  const groups: string[][] = [];
  for (const section of page.sections) {
    const match = /^(.+?)\s*\((.+)\)\s*$/.exec(section.heading ?? '');
    if (!match) continue;
    const english = match[2]!.split(',').map((phrase) => phrase.trim()).filter(Boolean);
    groups.push([match[1]!.trim(), ...english]);
  }
  return groups;
}

/**
 * The synonym groups of a language: its glossary's pairs, the extra ones, then its style guide's (`styleGuide`,
 * from {@link styleGuideSynonyms}), a phrase never twice in a group. A style guide's phrase is kept only when the
 * locale's pages hold its words (`words`: the index terms of every page; this leaves out a note such as
 * "masculino" taken for a term) and differs from the group's others once stemmed ("socket" and "o socket"); its
 * group only when two phrases are left and no earlier group already holds them all.
 */
export function synonymGroups(language: string, glossary: ExtractedPage | null, styleGuide: string[][] = [], words?: Set<string>): string[][] {
  const groups = [...(glossary ? glossarySynonyms(glossary) : []), ...(extraSynonyms[language] ?? [])]
    .map((group) => [...new Set(group)])
    .filter((group) => group.length > 1);
  const termsOf = (phrase: string) => tokenize(phrase).map((word) => processTerm(word, language)).filter((term): term is string => !!term);
  const known = groups.map((group) => new Set(group.map((phrase) => termsOf(phrase).join(' '))));
  for (const group of styleGuide) {
    const kept = new Map<string, string>();
    for (const phrase of group) {
      const terms = termsOf(phrase);
      if (terms.length === 0 || (words && !terms.every((term) => words.has(term)))) continue;
      if (!kept.has(terms.join(' '))) kept.set(terms.join(' '), phrase);
    }
    if (kept.size < 2 || known.some((set) => [...kept.keys()].every((key) => set.has(key)))) continue;
    groups.push([...kept.values()]);
    known.push(new Set(kept.keys()));
  }
  return groups;
}

/** A note rather than a term: quotes, code, a colon or semicolon, or more than three words. */
function isNote(text: string): boolean {
  return /["“”«»`:;]/.test(text) || text.split(/\s+/).filter(Boolean).length > 3;
}

/**
 * A cell's parts split on slashes (`server / client`), each a list of phrases: the part (commas separate its forms),
 * then, for a translated cell, the term a parenthesis gives after it ("upgrade (atualização do transporte)",
 * "confirmação (acknowledgement, na primeira ocorrência)"). A parenthesis holding a note is left out, as is what
 * follows a semicolon ("…; los nombres quedan: …").
 */
function cellParts(cell: string, keepAlternatives: boolean): string[][] {
  const alternatives: string[] = [];
  const bare = cell.replace(/[(（]([^)）]*)[)）]/g, (_, inner: string) => {
    const first = inner.split(/[,，;]/)[0]!.trim();
    if (!keepAlternatives || !first || isNote(first)) return ' ';
    alternatives.push(first);
    return ` \u0000${alternatives.length - 1} `;
  });
  return bare
    .split(/;\s/)[0]!
    .split(/\s*\/\s*/)
    .map((part) => {
      const own = part.replace(/\u0000\d+/g, ' ');
      const given = [...part.matchAll(/\u0000(\d+)/g)].map((match) => alternatives[Number(match[1])]!);
      return [...own.split(/[,，]/).map((phrase) => phrase.trim().replace(/^to\s+/, '')), ...given].filter(Boolean);
    });
}

/**
 * Pairs from an edition's style guide (i18n/<locale>/STYLE.md): its first table, "English | this language", the
 * words its translators write for each English term ("room | sala", "timeout (a duration) | o tempo limite",
 * "transport / upgrade | transporte / upgrade (atualização do transporte)"). Slashes pair the terms in order, a
 * parenthesis after a translation gives another form of it, one after an English term is a note; rows naming a
 * page or a heading (quotes, code) are left out. A reader types either word: the pages keep many English terms in
 * names and on first use, and say the translated word in prose.
 */
export function styleGuideSynonyms(markdown: string): string[][] {
  // The first table: its lines from the first one starting with `|` to the first one that does not.
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim().startsWith('|'));
  const end = lines.findIndex((line, i) => i > start && !line.trim().startsWith('|'));
  const rows = start < 0 ? [] : lines.slice(start, end < 0 ? undefined : end);
  const groups: string[][] = [];
  for (const row of rows.slice(2)) {
    const cells = row.split('|').slice(1, -1).map((cell) => cell.trim());
    if (cells.length < 2 || /["“”«»`]/.test(cells[0]!.replace(/\([^)]*\)/g, ''))) continue;
    const english = cellParts(cells[0]!, false);
    const translated = cellParts(cells[1]!, true);
    if (english.length !== translated.length && english.length !== 1 && translated.length !== 1) continue;
    const pairs =
      english.length === translated.length
        ? english.map((phrases, i) => [...phrases, ...translated[i]!])
        : [[...english.flat(), ...translated.flat()]];
    for (const pair of pairs) {
      const phrases = [...new Map(pair.filter((phrase) => !isNote(phrase)).map((phrase) => [phrase.toLowerCase(), phrase])).values()];
      if (phrases.length > 1) groups.push(phrases);
    }
  }
  return groups;
}
