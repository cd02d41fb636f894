import {stemmer as englishStemmer} from '@orama/stemmers/english';
import {stemmer as frenchStemmer} from '@orama/stemmers/french';
import {stemmer as portugueseStemmer} from '@orama/stemmers/portuguese';
import {stemmer as spanishStemmer} from '@orama/stemmers/spanish';

/**
 * Text processing shared by the index builder (Node.js) and the search client (browser): how text is cut
 * into terms and how a term is normalised, so `conexões`, `conexao` and `Conexão` meet on the same term.
 */

/** Scripts written without spaces between words: indexed as overlapping pairs of characters. */
const cjkChar = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const cjkSplit = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+)/u;
const wordPattern = /[\p{L}\p{N}\p{M}]+/gu;

/** A term of a CJK script (a bigram or a lone character): its postings are filed by its first character. */
export function isCjkTerm(term: string): boolean {
  return cjkChar.test(term.charAt(0));
}

export type TokenSpan = {token: string; start: number; end: number};

function pushCjkRun(spans: TokenSpan[], run: string, start: number) {
  const chars = Array.from(run);
  if (chars.length === 1) {
    spans.push({token: run, start, end: start + run.length});
    return;
  }
  let offset = start;
  for (let i = 0; i < chars.length - 1; i += 1) {
    const pair = chars[i]! + chars[i + 1]!;
    spans.push({token: pair, start: offset, end: offset + pair.length});
    offset += chars[i]!.length;
  }
}

/**
 * The words of a text with their positions. A run of CJK characters gives its overlapping bigrams
 * (`房间管理` → `房间`, `间管`, `管理`), or the character itself when it stands alone.
 */
export function tokenSpans(text: string): TokenSpan[] {
  const spans: TokenSpan[] = [];
  for (const match of text.matchAll(wordPattern)) {
    const word = match[0];
    const start = match.index!;
    if (!cjkChar.test(word)) {
      spans.push({token: word, start, end: start + word.length});
      continue;
    }
    // A word mixing scripts (`使用socket`): CJK runs and the other parts separately.
    let offset = start;
    for (const part of word.split(cjkSplit)) {
      if (part) {
        if (cjkChar.test(part)) pushCjkRun(spans, part, offset);
        else spans.push({token: part, start: offset, end: offset + part.length});
      }
      offset += part.length;
    }
  }
  return spans;
}

export function tokenize(text: string): string[] {
  return tokenSpans(text).map((span) => span.token);
}

/** Parts of a dotted name kept together: `socket.handshake.query` (longer runs are rare, and cost terms). */
const maxDottedParts = 6;

/**
 * The dotted names of a text (`io.use`, `socket.io.js`, `socket.handshake.query`): runs of words joined by single
 * dots, each starting with a letter (so `4.7.2` and `3.x` are not names), as spans over the text, the name written
 * with dots (an instance member written `Socket#rooms`, as the API pages head some of theirs, is `Socket.rooms`).
 * The tokenizer cuts them into their words; these keep the name itself, so a reader typing `io.use` finds the
 * records that write it before the ones holding `io` and `use` apart.
 */
export function dottedSpans(text: string): TokenSpan[] {
  const spans = tokenSpans(text);
  const names: TokenSpan[] = [];
  const namePart = (span: TokenSpan) => /^[^\p{N}]/u.test(span.token) && !isCjkTerm(span.token);
  let i = 0;
  while (i < spans.length) {
    let j = i;
    while (
      j + 1 < spans.length &&
      namePart(spans[j]!) &&
      namePart(spans[j + 1]!) &&
      spans[j + 1]!.start === spans[j]!.end + 1 &&
      (text.charAt(spans[j]!.end) === '.' || text.charAt(spans[j]!.end) === '#')
    ) {
      j += 1;
    }
    if (j > i && j - i < maxDottedParts) {
      names.push({token: spans.slice(i, j + 1).map((span) => span.token).join('.'), start: spans[i]!.start, end: spans[j]!.end});
    }
    i = j + 1;
  }
  return names;
}

/** A name and its version joined by a slash (`HTTP/2`, `HTTP/1.1`), not inside a path (`/docs/4`) or `4.x/3.x`. */
const versionedName = /(?<![\p{L}\p{N}/.])(\p{L}{2,})\/(\d+)(?![\p{L}\p{N}/])/gu;

/**
 * A name written with its version after a slash, as one word (`HTTP/2` → `HTTP2`): readers type it so (`http2`,
 * as Node.js's module is named), and the tokenizer cuts it in two, a word and a number no reader's `http2` meets.
 */
export function versionedNames(text: string): string[] {
  return text.includes('/') ? [...text.matchAll(versionedName)].map((match) => `${match[1]}${match[2]}`) : [];
}

/**
 * The tokens a text is indexed with: its words, a dotted name as one token (`socket.handshake.query`), which
 * {@link indexTerms} turns into its words' terms and the names it ends with, and a name with its version after a
 * slash as one word too ({@link versionedNames}: `HTTP/2` gives `HTTP`, `2` and `HTTP2`). A record's length for
 * BM25 stays the count of its words (engine.ts: buildIndex).
 */
export function indexTokens(text: string): string[] {
  const versions = versionedNames(text);
  const names = dottedSpans(text);
  if (names.length === 0) return versions.length === 0 ? tokenize(text) : [...tokenize(text), ...versions];
  const tokens: string[] = versions;
  let n = 0;
  for (const span of tokenSpans(text)) {
    while (n < names.length && names[n]!.end <= span.start) n += 1;
    const name = names[n];
    if (!name || span.start < name.start) tokens.push(span.token);
    else if (span.start === name.start) tokens.push(name.token);
  }
  return tokens;
}

/**
 * The index terms of an indexed token: a word's term (or none), and for a dotted name the terms of its words and
 * the name with each of its endings (`socket.handshake.query`, `handshake.query`): a name a reader types is one
 * of these, or the start of one (`socket.handshake` in `socket.handshake.query`).
 */
export function indexTerms(token: string, language: string): string[] {
  if (!token.includes('.')) {
    const term = processTerm(token, language);
    return term ? [term] : [];
  }
  const words = token.split('.');
  const terms = words.map((word) => processTerm(word, language)).filter((term): term is string => !!term);
  const folded = words.map(foldCase);
  for (let i = 0; i < folded.length - 1; i += 1) terms.push(folded.slice(i).join('.'));
  return terms;
}

/** Whether a term is a dotted name (kept whole: not stemmed). */
export function isDottedName(term: string): boolean {
  return term.includes('.');
}

/** Lower case, without accents: `Conexão` → `conexao`. */
export function foldCase(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Snowball's stemmer for each language the site is written in; other languages (Chinese) are not stemmed. */
const stemmers: Record<string, (word: string) => string> = {
  pt: portugueseStemmer,
  en: englishStemmer,
  fr: frenchStemmer,
  es: spanishStemmer,
};

/** The stemmer of a docsearch:language value (`pt-br` → Portuguese), or null. */
export function stemmerOf(language: string): ((word: string) => string) | null {
  return stemmers[language.toLowerCase().split('-')[0]!] ?? null;
}

/**
 * Portuguese endings as Snowball expects them, from a folded word. Snowball's Portuguese stemmer removes
 * suffixes spelled with their accents (`-ação`, `-ável`, `-ência`): folded first, `autenticacao` kept its
 * suffix and never met `autenticar`, as `instalacao`/`instalar` and `recuperacao`/`recuperar` did not. The
 * folded endings are unambiguous in Portuguese (a word does not end in an unaccented `-ao`), so they are
 * accented again; and some plurals Snowball keeps apart from their singular (conexões/conexão,
 * mensagens/mensagem, canais/canal) are brought to the singular, as are the English plurals the Portuguese
 * pages use (`sockets`, `rooms`, `handlers`, `middlewares`): a Portuguese word never ends in a consonant and
 * `s`, and Snowball left `sockets` apart from `socket`.
 */
export function portugueseEnding(word: string): string {
  if (word.length <= 4) return word;
  if (/c(?:ao|oes)$/.test(word)) return word.replace(/c(?:ao|oes)$/, 'ção');
  if (/(?:ao|[oa]es)$/.test(word)) return word.replace(/(?:ao|[oa]es)$/, 'ão');
  if (/[ai]ve(?:l|is)$/.test(word)) return word.replace(/([ai])ve(?:l|is)$/, (_, vowel: string) => `${vowel === 'a' ? 'á' : 'í'}vel`);
  if (/[ae]ncias?$/.test(word)) return word.replace(/([ae])ncia(s?)$/, (_, vowel: string, plural: string) => `${vowel === 'a' ? 'â' : 'ê'}ncia${plural}`);
  if (word.endsWith('ns')) return `${word.slice(0, -2)}m`;
  if (/[bcdfgkmprtwxy]s$/.test(word)) return word.slice(0, -1);
  if (word.endsWith('ais')) return `${word.slice(0, -3)}al`;
  if (word.endsWith('eis')) return `${word.slice(0, -3)}el`;
  return word;
}

/**
 * Spanish endings as Snowball expects them, from a folded word: its Spanish stemmer removes `-ación` and `-ución`
 * only with the accent (`configuración` → `configur`, as `configurar`; folded, `configuracion` stayed whole). A
 * folded Spanish word ending in `-acion`/`-ucion` is always that suffix; the plurals (`-aciones`) carry no accent.
 */
export function spanishEnding(word: string): string {
  return word.length > 6 && /[au]cion$/.test(word) ? `${word.slice(0, -3)}ión` : word;
}

/**
 * A folded word's stem, folded (`conexões` → `conexa`, as `conexao`). Words with digits (`v4`, `http2`) and
 * short words are kept whole.
 */
export function stem(term: string, language: string): string {
  const stemmer = stemmerOf(language);
  if (!stemmer || term.length <= 3 || /\d/.test(term) || isDottedName(term)) return term;
  if (language.startsWith('pt')) return foldCase(stemmer(portugueseEnding(term)));
  if (language.startsWith('es')) return foldCase(stemmer(spanishEnding(term)));
  return stemmer(term);
}

/**
 * Function words of the four languages that carry no meaning in a search. API words that are also
 * English function words (`on`, `to`, `in`, `off`, `once`, `of`) are kept: `socket.on`, `io.to`.
 */
export const stopWords = new Set([
  // Portuguese
  'a', 'o', 'as', 'os', 'e', 'de', 'da', 'do', 'das', 'dos', 'em', 'na', 'no', 'nas', 'nos', 'um', 'uma', 'uns',
  'umas', 'que', 'se', 'com', 'por', 'para', 'pra', 'ao', 'aos', 'ou', 'mais', 'mas', 'como', 'num', 'numa', 'ele',
  'ela', 'eles', 'elas', 'seu', 'sua', 'seus', 'suas', 'isso', 'isto', 'esse', 'essa', 'este', 'esta', 'ja', 'nao',
  'sao', 'ser', 'foi', 'tem', 'pelo', 'pela', 'pelos', 'pelas', 'entre', 'quando', 'voce', 'ha',
  // English
  'the', 'an', 'and', 'or', 'is', 'are', 'was', 'were', 'be', 'been', 'it', 'its', 'this', 'that', 'these', 'those',
  'with', 'for', 'from', 'by', 'at', 'as', 'but', 'not', 'can', 'will', 'you', 'your', 'which', 'there', 'than',
  'then', 'into', 'if', 'so', 'we', 'our',
  // French
  'le', 'la', 'les', 'un', 'une', 'des', 'du', 'et', 'ou', 'est', 'sont', 'pour', 'par', 'sur', 'dans', 'avec', 'au',
  'aux', 'ce', 'cette', 'ces', 'qui', 'il', 'elle', 'vous', 'nous', 'pas', 'ne', 'en', 'son', 'sa', 'ses', 'leur',
  // Spanish (those not already above)
  'el', 'los', 'del', 'al', 'y', 'es', 'lo', 'unos', 'unas', 'su', 'sus', 'cuando', 'pero', 'sin', 'hay', 'muy', 'ya',
  'tu', 'te', 'me', 'mi', 'ese', 'eso', 'estos', 'estas', 'cual', 'donde',
  // Chinese particles
  '的', '了', '是', '在', '和',
]);

const processed = new Map<string, string | null>();

/** A term as the index of `language` stores it, or null for a word not worth indexing. */
export function processTerm(term: string, language: string): string | null {
  const key = `${language}\u0000${term}`;
  let result = processed.get(key);
  if (result === undefined) {
    const folded = foldCase(term);
    result = !folded || stopWords.has(folded) ? null : stem(folded, language);
    // A document's vocabulary is small: remembering it saves most of the normalisation work.
    if (processed.size < 50_000) processed.set(key, result);
  }
  return result;
}

/** A query word: like {@link processTerm}, but a function word is kept (it may be the start of a word being typed). */
const processedQueryTerms = new Map<string, string | null>();

export function processQueryTerm(term: string, language: string): string | null {
  const key = `${language}\u0000${term}`;
  let result = processedQueryTerms.get(key);
  if (result === undefined) {
    const folded = foldCase(term);
    result = !folded ? null : stopWords.has(folded) ? folded : processTerm(term, language);
    // Highlighting runs every word of the shown texts through here: remember them.
    if (processedQueryTerms.size < 50_000) processedQueryTerms.set(key, result);
  }
  return result;
}

/** Escapes text for HTML (the same five characters the DocSearch modal unescapes in group titles). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) =>
    char === '&' ? '&amp;' : char === '<' ? '&lt;' : char === '>' ? '&gt;' : char === '"' ? '&quot;' : '&#039;',
  );
}
