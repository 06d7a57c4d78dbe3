import { describe, expect, it } from 'vitest';
import * as contract from '@lotto/contracts';
import {
  addImages,
  APPLICATION_MAX_BYTES,
  APPLICATION_MAX_FILES,
  APPLICATION_REMARK_MAX,
  imageProblem,
  remarkLength,
} from './application-rules.ts';

const png = (size = 1000) => ({ type: 'image/png', size });

describe('application rules', () => {
  it('repeats the contract limits', () => {
    expect(APPLICATION_REMARK_MAX).toBe(contract.APPLICATION_REMARK_MAX);
    expect(APPLICATION_MAX_FILES).toBe(contract.APPLICATION_MAX_FILES);
    expect(APPLICATION_MAX_BYTES).toBe(contract.APPLICATION_MAX_BYTES);
  });

  it('counts the remark as the server does: trimmed code points', () => {
    expect(remarkLength('  abc  ')).toBe(3);
    expect(remarkLength('🎉🎉')).toBe(2);
  });

  it('takes png and jpg images of 5 MB at most', () => {
    expect(imageProblem(png())).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: APPLICATION_MAX_BYTES })).toBeNull();
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(imageProblem(png(APPLICATION_MAX_BYTES + 1))).toBe('size');
  });

  it('adds picked images up to 3 and says why one was turned away', () => {
    const a = png(1);
    const b = png(2);
    expect(addImages([a], [b])).toEqual({ files: [a, b], problem: null });
    const gif = { type: 'image/gif', size: 1 };
    expect(addImages([a], [gif, b])).toEqual({ files: [a, b], problem: 'type' });
    expect(addImages([a, b], [png(3), png(4)]).files).toHaveLength(3);
  });
});
