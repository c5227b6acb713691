/** One question with its answer, under a topic. */
export interface HelpEntry {
  id: string;
  question: string;
  /** Paragraphs of the answer. */
  answer: string[];
}

/** A topic of the help page and its questions. */
export interface HelpTopic {
  id: string;
  title: string;
  entries: HelpEntry[];
}

/** Hebrew niqqud and cantillation marks, which people never type in a search box. */
const MARKS = /[\u0591-\u05BD\u05BF-\u05C7]/g;
/** Quote marks and geresh/gershayim, typed inconsistently inside words (נדל"ן, נדל״ן, נדלן). */
const QUOTES = /["'`\u05F3\u05F4\u2018\u2019\u201C\u201D]/g;

/** Arabic short vowels and the tatweel (the stretching stroke), which people seldom type. */
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;
/** The letters Arabic readers type one for another: alef with hamza or madda as alef, ta marbuta as ha, alef maqsura as ya. */
const ARABIC_FOLDS: Readonly<Record<string, string>> = { 'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ٱ': 'ا', 'ة': 'ه', 'ى': 'ي' };
const ARABIC_FOLDED = new RegExp(`[${Object.keys(ARABIC_FOLDS).join('')}]`, 'g');

/**
 * Lower-cases, drops niqqud, Arabic vowel marks and punctuation, and folds what people type either way: Hebrew quote
 * marks ("נדל״ן" matches "נדלן"), Arabic alef forms ("الاعداد" matches "الإعداد") and Russian ё ("еще" matches "ещё").
 */
export function normalizeForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(MARKS, '')
    .replace(QUOTES, '')
    .replace(ARABIC_MARKS, '')
    .replace(ARABIC_FOLDED, (letter) => ARABIC_FOLDS[letter]!)
    .replace(/ё/g, 'е')
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The topics whose questions or answers contain every word of the query (in any order), each keeping
 * only its matching questions; an empty query keeps everything.
 */
export function searchHelp(topics: readonly HelpTopic[], query: string): HelpTopic[] {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...topics];
  return topics
    .map((topic) => ({
      ...topic,
      entries: topic.entries.filter((entry) => {
        const haystack = normalizeForSearch([topic.title, entry.question, ...entry.answer].join(' '));
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((topic) => topic.entries.length > 0);
}
