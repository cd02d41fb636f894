// Spanish function words against English ones: on a few dozen words of prose (code excluded), enough to tell an
// es page that was translated from one served in English under the Spanish interface. None of these words is also
// an English word ("a", "no", "son", "sin" are left out).
const english = new Set('the and of to is are you your with that this for from when will can be it on in an as by not which'.split(' '));
const spanish = new Set('el la los las del que y en un una es para con por se su sus como más este esta cuando puede al lo pero también cada entre sobre hay está puedes tu'.split(' '));

export function spanishScore(text: string): {words: number; english: number; spanish: number} {
  const words = text.toLowerCase().match(/[a-záéíóúüñ]+/g) ?? [];
  return {
    words: words.length,
    english: words.filter((word) => english.has(word)).length,
    spanish: words.filter((word) => spanish.has(word)).length,
  };
}

/** Undefined when the text reads as Spanish (twice as many Spanish function words as English ones), else why not. */
export function notSpanish(text: string): string | undefined {
  const score = spanishScore(text);
  if (score.words < 20) return `only ${score.words} words`;
  return score.spanish > 2 * score.english ? undefined : `${score.spanish} Spanish function words against ${score.english} English ones`;
}
