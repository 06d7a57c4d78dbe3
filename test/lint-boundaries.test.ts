import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { featureBoundaries } from '../eslint.config.js';

const lint = (code: string, file: string) => {
  const linter = new Linter({ configType: 'flat', cwd: '/repo' });
  return linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
        rules: { 'local/feature-boundaries': 'error' },
      },
    ],
    `/repo/apps/web/src/${file}`,
  );
};

describe('lint rule: web features stay apart', () => {
  it('refuses an import of another feature', () => {
    const msgs = lint(
      "import { X } from '../../content/api/get-banners.ts';",
      'features/home/components/A.ts',
    );
    expect(msgs).toHaveLength(1);
    expect(msgs[0]?.message).toMatch(/Feature "home" must not import from feature "content"/);
    expect(lint("const m = import('../system/x.ts');", 'features/home/B.ts')).toHaveLength(1);
  });

  it('allows own files, lib, ui and contracts; app may compose features', () => {
    expect(lint("import { a } from './components/A.ts';", 'features/home/H.ts')).toEqual([]);
    expect(lint("import { api } from '../../lib/api.ts';", 'features/home/H.ts')).toEqual([]);
    expect(lint("import { z } from '@lotto/contracts';", 'features/home/H.ts')).toEqual([]);
    expect(lint("import { H } from '../features/home/H.ts';", 'app/router.ts')).toEqual([]);
  });
});
