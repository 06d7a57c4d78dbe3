/**
 * White-label module switches (docs/product/README.md#module-switches and the ids existing clients use). A brand stores
 * one node per id; `enabled: '1'` is on. The tree groups them the way the back office shows them.
 */
export const moduleTree = {
  COMM3: ['CAPTCHA3', 'VERIFICATION3', 'PROFPIC3', 'FEEDBACK3', 'CBS3', 'INBOX3', 'LOGINIPVERF3'],
  REG3: [
    'USERNAMEREG3',
    'MOBILENUMREG3',
    'REGMOBVERF3',
    'MOBILENUMPASSREG3',
    'DIRECTREG3',
    'FREEPLAY3',
    'MOBILEVERCODELOGIN3',
  ],
  PASS3: ['PWRESETSMS3', 'CHNGPASSVERIF3', 'PWDEXPFORCECHANGE3'],
  GAMELO3: ['GAMELOHOT3', 'GAMELOREC3', 'GAMELOFAV3'],
  FUNDTRANS3: ['DPSTBAS3', 'MEMTRANS3', 'CREDITMAR3'],
  REWCEN3: ['PTSYS3', 'MANPLAYREB3'],
  AFFMAN3: [
    'CREATEAFF3',
    'AGEREGDOWN3',
    'AGEANNOUNCE3',
    'AGETEAMPNL3',
    'TEAMBETTING3',
    'AGETRANSFERUP3',
    'SIGNCONDIV3',
    'DAILYSALCONT3',
    'HOURSAL3',
    'RTSALARY3',
  ],
  PHONEAUTH3: ['GOOGLELOGIN3', 'FACEBOOKLOGIN3'],
} as const;

type Tree = typeof moduleTree;
export type ModuleId = keyof Tree | Tree[keyof Tree][number];

export const allModuleIds: ModuleId[] = Object.entries(moduleTree).flatMap(([root, kids]) => [
  root as ModuleId,
  ...(kids as readonly ModuleId[]),
]);

export const isModuleId = (id: string): id is ModuleId => (allModuleIds as string[]).includes(id);
