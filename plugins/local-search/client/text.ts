/**
 * Text processing shared by the index builder (Node.js) and the search client (browser): how text is cut
 * into terms and how a term is normalised, so `conexões`, `conexao` and `Conexão` meet on the same term.
 */

/** Scripts written without spaces between words: indexed as overlapping pairs of characters. */
const cjkChar = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const cjkSplit = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+)/u;
const wordPattern = /[\p{L}\p{N}\p{M}]+/gu;

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

/**
 * A light stemmer for Portuguese, English and French plurals, applied to folded terms. It is not a
 * linguistic stemmer: it only has to send a singular and its plural to the same term, on both sides.
 *
 *   conexões → conexao   canais → canal   papéis → papel   mensagens → mensagen   servidores → servidor
 *   salas → sala   clientes → client   libraries → librari   canaux → canal
 */
export function stem(term: string): string {
  let word = term;
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('oes') || word.endsWith('aes')) word = `${word.slice(0, -3)}ao`;
  else if (word.endsWith('eaux')) word = word.slice(0, -1);
  else if (word.endsWith('aux')) word = `${word.slice(0, -3)}al`;
  else if (word.endsWith('ais')) word = `${word.slice(0, -3)}al`;
  else if (word.endsWith('eis')) word = `${word.slice(0, -3)}el`;
  else if (word.endsWith('ies')) word = word.slice(0, -2);
  else if (word.endsWith('ns')) word = word.slice(0, -1);
  else if (word.endsWith('s') && !/[siu]s$/.test(word)) word = word.slice(0, -1);
  if (word.length > 3 && word.endsWith('e')) word = word.slice(0, -1);
  if (word.length > 3 && word.endsWith('y')) word = `${word.slice(0, -1)}i`;
  if (word.length > 3 && word.endsWith('em')) word = `${word.slice(0, -1)}n`;
  return word;
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

/** A term as the index stores it, or null for a word not worth indexing. */
export function processTerm(term: string): string | null {
  let result = processed.get(term);
  if (result === undefined) {
    const folded = foldCase(term);
    result = !folded || stopWords.has(folded) ? null : stem(folded);
    // A document's vocabulary is small: remembering it saves most of the normalisation work.
    if (processed.size < 50_000) processed.set(term, result);
  }
  return result;
}

/** A query word: like {@link processTerm}, but a function word is kept (it may be the start of a word being typed). */
const processedQueryTerms = new Map<string, string | null>();

export function processQueryTerm(term: string): string | null {
  let result = processedQueryTerms.get(term);
  if (result === undefined) {
    const folded = foldCase(term);
    result = !folded ? null : stopWords.has(folded) ? folded : stem(folded);
    if (processedQueryTerms.size < 50_000) processedQueryTerms.set(term, result);
  }
  return result;
}

/** Escapes text for HTML (the same five characters the DocSearch modal unescapes in group titles). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) =>
    char === '&' ? '&amp;' : char === '<' ? '&lt;' : char === '>' ? '&gt;' : char === '"' ? '&quot;' : '&#039;',
  );
}
