import { describe, expect, it } from 'vitest';
import { judge, scan, tablesOf, writesIn, type WriteSite } from '../scripts/table-writers.ts';

const tables = new Set(['members', 'sessions', 'ledger_lines']);

describe('table-writers', () => {
  it('reads the tables of the database type', () => {
    expect(
      tablesOf('export type Database = {\n  members: MembersTable;\n  sessions: SessionsTable;\n};'),
    ).toEqual(['members', 'sessions']);
  });

  it('finds Kysely and hand-written writes, not comments or reads', () => {
    const text = [
      "await db.insertInto('members').values(row).execute();",
      "await trx\n  .updateTable('sessions')",
      "db.selectFrom('members')",
      '// insert into members is said in a comment only',
      'const q = `insert into ledger_lines (entry_id) values (?)`;',
    ].join('\n');
    expect(writesIn('modules/identity/repo.ts', { text, tables })).toEqual([
      { table: 'members', file: 'modules/identity/repo.ts', line: 1, how: 'insertInto' },
      { table: 'sessions', file: 'modules/identity/repo.ts', line: 3, how: 'updateTable' },
      { table: 'ledger_lines', file: 'modules/identity/repo.ts', line: 6, how: 'sql insert into' },
    ]);
  });

  it('fails a table written by a second module, or outside the modules', () => {
    const one: WriteSite = { table: 'members', file: 'modules/identity/repo.ts', line: 1, how: 'insertInto' };
    expect(judge([one]).problems).toEqual([]);
    expect(judge([one, { ...one, file: 'seed/demo.ts' }]).problems).toEqual([]);
    const second = judge([one, { ...one, file: 'modules/wallet/repo.ts', line: 9 }]);
    expect(second.problems).toEqual([
      'members: written by 2 modules: identity (modules/identity/repo.ts:1); wallet (modules/wallet/repo.ts:9)',
    ]);
    const cli = judge([one, { ...one, file: 'cli/member.ts', line: 4 }]);
    expect(cli.problems).toEqual(['members: written outside the modules by cli (cli/member.ts:4)']);
  });

  it('finds the ledger’s writes in the server', () => {
    const ledger = scan().filter((s) => s.table === 'ledger_lines');
    expect(ledger.length).toBeGreaterThan(0);
    expect(new Set(ledger.map((s) => s.file.split('/')[1]))).toEqual(new Set(['wallet']));
  });
});
