import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint config, as `npm run lint` runs it, on texts given for real files.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** What the module-boundaries rule says about `code` as the server file `file` (under src/). */
const boundaries = async (file: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/server/src/${file}` });
  return result!.messages.filter((m) => m.ruleId === 'local/module-boundaries').map((m) => m.message);
};

describe('lint rule: server modules are reached through their index.ts', { timeout: 120_000 }, () => {
  it("refuses another module's internal file, from a module and from the app", async () => {
    expect(
      await boundaries(
        'modules/lottery/refunds.ts',
        "import { membersRepo } from '../identity/repo.ts';\nexport const m = membersRepo;\n",
      ),
    ).toEqual([
      'Import module "identity" through its face, modules/identity/index.ts, not its file "repo.ts".',
    ]);
    expect(await boundaries('app.ts', "export { Ledger } from './modules/wallet/ledger.ts';\n")).toHaveLength(
      1,
    );
    expect(
      await boundaries('cli/wallet.ts', "export const m = await import('../modules/games/art/index.ts');\n"),
    ).toHaveLength(1);
  });

  it("allows another module's index.ts, the module's own files, lib/ and db/", async () => {
    expect(
      await boundaries(
        'modules/lottery/refunds.ts',
        [
          "import { membersRepo } from '../identity/index.ts';",
          "import { accountOf } from './draws.ts';",
          "import { pick } from '../../lib/texts.ts';",
          "import { isPostgres } from '../../db/database.ts';",
          'export const m = [membersRepo, accountOf, pick, isPostgres];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await boundaries('cli/wallet.ts', "export { createWallet } from '../modules/wallet/index.ts';\n"),
    ).toEqual([]);
  });

  it('refuses any module in lib/ and db/', async () => {
    expect(
      await boundaries(
        'lib/money.ts',
        "import type { Brand } from '../modules/brand/index.ts';\nexport type B = Brand;\n",
      ),
    ).toEqual([
      'lib/ and db/ must not import a module ("brand"); pass what they need in, or move it to lib/ or db/.',
    ]);
    expect(
      await boundaries('db/database.ts', "export { Wallet } from '../modules/wallet/service.ts';\n"),
    ).toHaveLength(1);
  });

  it('refuses an import that closes a cycle between modules', async () => {
    // The wallet imports the brand's face (a brand's currency), so the brand may not import the wallet's.
    const [message, ...rest] = await boundaries(
      'modules/brand/links.ts',
      "import type { Wallet } from '../wallet/index.ts';\nexport type W = Wallet;\n",
    );
    expect(rest).toEqual([]);
    expect(message).toMatch(/^Module "brand" must not import module "wallet": wallet -> .*brand already/);
  });
});
