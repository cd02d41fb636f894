import {stemmer as englishStemmer} from '@orama/stemmers/english';
import {stemmer as frenchStemmer} from '@orama/stemmers/french';
import {stemmer as portugueseStemmer} from '@orama/stemmers/portuguese';

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

/** Lower case, without accents: `Conexão` → `conexao`. */
export function foldCase(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Snowball's stemmer for each language the site is written in; other languages (Chinese) are not stemmed. */
const stemmers: Record<string, (word: string) => string> = {pt: portugueseStemmer, en: englishStemmer, fr: frenchStemmer};

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
 * A folded word's stem, folded (`conexões` → `conexa`, as `conexao`). Words with digits (`v4`, `http2`) and
 * short words are kept whole.
 */
export function stem(term: string, language: string): string {
  const stemmer = stemmerOf(language);
  if (!stemmer || term.length <= 3 || /\d/.test(term)) return term;
  if (language.startsWith('pt')) return foldCase(stemmer(portugueseEnding(term)));
  return stemmer(term);
}

/**
 * Function words of the three languages that carry no meaning in a search. API words that are also
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
