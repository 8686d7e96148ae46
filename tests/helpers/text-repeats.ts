/**
 * Which sentences of substance one Markdown text repeats from another: llms-full.txt adds to
 * llms.txt and repeats none of it. A line is read without its Markdown (heading, list and quote
 * markers, bold), then cut into sentences; a sentence of fewer than MIN_WORDS words (a title, a
 * label, "Fields:") is not substance. No dependencies, so that unit and server suites share it.
 */

export const MIN_WORDS = 6;

const plain = (line: string) =>
  line
    .replace(/^\s*(?:#+|[-*>]|\d+\.)\s+/, '')
    .replaceAll('**', '')
    .replace(/\s+/g, ' ')
    .trim();

/** Sentence ends: a full stop, question or exclamation mark and a space, but not in "e.g." or "i.e.". */
const SENTENCE_END = /(?<!\be\.g\.|\bi\.e\.)(?<=[.!?])\s+/;

/** The sentences of a text with at least MIN_WORDS words, without their Markdown. */
export function sentencesOfSubstance(text: string): string[] {
  return text
    .split('\n')
    .map(plain)
    .flatMap((line) => line.split(SENTENCE_END))
    .filter((sentence) => sentence.split(' ').length >= MIN_WORDS);
}

/** The sentences of substance of `source` that `other` repeats, read without its Markdown too. */
export function repeatedSentences(source: string, other: string): string[] {
  const otherText = other.split('\n').map(plain).join('\n');
  return [...new Set(sentencesOfSubstance(source))].filter((sentence) => otherText.includes(sentence));
}
