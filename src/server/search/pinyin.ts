import { customPinyin, pinyin } from 'pinyin-pro';

// Drug-name readings the general dictionary gets wrong (阿胶 is ē jiāo, not ā jiāo).
customPinyin({ 阿胶: 'ē jiāo' });

/**
 * Pinyin search keys. Chinese characters become toneless pinyin (ü written v), Latin letters and
 * digits are kept lowercased, everything else (spaces, brackets, '.', '*') is dropped.
 */
export function syllables(text: string): string[] {
  // One entry per character (non-Chinese characters come through one by one);
  // polyphones are resolved from context (长江 → chang, 重庆 → chong).
  return pinyin(text, { toneType: 'none', type: 'array', v: true }).map((s) => s.toLowerCase().replace(/[^a-z0-9]/g, ''));
}

/** Toneless pinyin without separators: 阿莫西林胶囊 → amoxilinjiaonang. */
export function pinyinFull(text: string): string {
  return syllables(text).join('');
}

/** First letters: 阿莫西林胶囊 → amxljn, 维生素B6片 → wssb6p. */
export function pinyinInitials(text: string): string {
  return syllables(text)
    .map((s) => s.slice(0, 1))
    .join('');
}

/** The goods search keys: full pinyin of name + trade name, initials of the name. */
export function goodsPinyin(name: string, tradeName = ''): { full: string; initials: string } {
  return { full: pinyinFull(`${name}${tradeName}`), initials: pinyinInitials(name) };
}
