// Function words tell a language apart on a few dozen words of prose, code excluded.
const english = new Set('the and of to is are you your with that this for from when will can be it on in an as by not which'.split(' '));
const portuguese = new Set('de que para não uma com os as do da em é você seu sua quando pode ser no na um por mais como ao dos das se'.split(' '));

/** The readable text of an HTML fragment: code, scripts, styles and SVG removed, entities decoded. */
export function proseOf(html: string): string {
  return html
    .replace(/<(pre|code|script|style|svg|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

export function languageScore(text: string): {words: number; english: number; portuguese: number} {
  const words = text.toLowerCase().match(/[a-záéíóúâêôãõçà]+/g) ?? [];
  return {
    words: words.length,
    english: words.filter((word) => english.has(word)).length,
    portuguese: words.filter((word) => portuguese.has(word)).length,
  };
}
