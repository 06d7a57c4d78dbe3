import { describe, expect, it } from 'vitest';
import type { FeedbackListValue } from '@lotto/contracts';
import { addImages, contentProblem } from './feedback-rules.ts';

const rules: FeedbackListValue['rules'] = {
  minWords: 3,
  maxWords: 5,
  maxChars: 140,
  maxImages: 3,
  maxImageBytes: 100,
  categories: [],
};

describe('feedback rules', () => {
  it('judges the content as the server does: empty, 140 characters, then the word bounds', () => {
    expect(contentProblem('   ', rules)).toBe('empty');
    expect(contentProblem('two words', rules)).toBe('words');
    expect(contentProblem(' one two three ', rules)).toBeNull();
    expect(contentProblem('a b c d e f', rules)).toBe('words');
    expect(contentProblem('x'.repeat(141), rules)).toBe('long');
  });

  it('keeps png and jpg images within the size, at most 3, and names the first problem', () => {
    const png = (size = 10) => ({ type: 'image/png', size });
    expect(addImages([], { picked: [png(), { type: 'image/gif', size: 1 }], rules })).toEqual({
      files: [png()],
      problem: 'type',
    });
    expect(addImages([png()], { picked: [png(101)], rules }).problem).toBe('size');
    const four = addImages([png(), png()], { picked: [png(), png()], rules });
    expect([four.files.length, four.problem]).toEqual([3, 'count']);
  });
});
