// Chinese typed through a pinyin input method goes wrong by sound: the wrong character of 数剧库 (剧 jù) sounds
// like the right one (据 jù). When a short query is one character away from several terms (医完: 医生, 医院, 医学,
// ...), the terms whose differing character sounds like the typed one are the likeliest meant: `soundAlikeVariants`
// lists them, for suggest to rank first. Readings come from pinyin-pro's dictionary, tones ignored (the input
// method's candidate list mixes them too).
import { pinyin } from 'pinyin-pro';

type Readings = { syllablesOf: Map<string, string[]>; charactersOf: Map<string, string[]> };

let readings: Readings | undefined;

/** Built on first use (about 0.2 s for the CJK blocks): the server never pays it unless Chinese is searched. */
function loadReadings(): Readings {
  if (readings) return readings;
  const syllablesOf = new Map<string, string[]>();
  const charactersOf = new Map<string, string[]>();
  for (let code = 0x3400; code <= 0x9fff; code += 1) {
    const character = String.fromCharCode(code);
    const syllables = pinyin(character, { toneType: 'none', multiple: true, type: 'array' }).filter((s) => /^[a-zü]+$/.test(s));
    if (!syllables.length) continue;
    syllablesOf.set(character, syllables);
    for (const syllable of syllables) {
      const list = charactersOf.get(syllable) ?? [];
      list.push(character);
      charactersOf.set(syllable, list);
    }
  }
  readings = { syllablesOf, charactersOf };
  return readings;
}

/**
 * The sound-alikes of the characters met so far: a query's variants are hundreds of strings, and building the lists
 * anew for each query was a tenth of a suggest request's time. Only characters with a reading are kept (a bounded set).
 */
const alikes = new Map<string, readonly string[]>();

/** The characters that share a reading with `character` (itself excluded). */
export function soundsLike(character: string): readonly string[] {
  const known = alikes.get(character);
  if (known) return known;
  const { syllablesOf, charactersOf } = loadReadings();
  const syllables = syllablesOf.get(character);
  if (!syllables) return [];
  const alike = new Set(syllables.flatMap((s) => charactersOf.get(s) ?? []));
  alike.delete(character);
  const list = [...alike];
  alikes.set(character, list);
  return list;
}

/** Every string made from `query` by replacing one of its characters with one that sounds like it. */
export function soundAlikeVariants(query: string): string[] {
  const characters = [...query];
  const variants: string[] = [];
  for (let at = 0; at < characters.length; at += 1) {
    const before = characters.slice(0, at).join('');
    const after = characters.slice(at + 1).join('');
    for (const alike of soundsLike(characters[at]!)) variants.push(before + alike + after);
  }
  return variants;
}
