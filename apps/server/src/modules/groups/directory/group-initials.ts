import { pinyin } from 'pinyin-pro';

/**
 * The upper-case pinyin initials of a name, what a passenger types to find a group ('优点科技' → 'YDKJ'):
 * each Chinese character gives its first letter, ASCII letters and digits stay as they are, anything else
 * (spaces, brackets, punctuation) is left out.
 */
export const initialsOf = (name: string): string =>
  pinyin(name, { pattern: 'first', toneType: 'none', type: 'array' })
    .join('')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

/** What groups.initials stores: the name's initials, then the short name's when it has different ones ('YDKJ YD'). */
export const storedInitials = (name: string, shortName: string): string => {
  const words = [initialsOf(name), initialsOf(shortName)].filter((word) => word !== '');
  return [...new Set(words)].join(' ');
};
