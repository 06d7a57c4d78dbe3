import { describe } from 'vitest';

/**
 * One `describe` over a file's groups of tests, each group a function that declares its `it`s:
 * a long file stays a list of short functions, and the report still shows one block.
 */
export function describeGroups(name: string, groups: (() => void)[]): void {
  describe(name, () => {
    for (const group of groups) group();
  });
}
