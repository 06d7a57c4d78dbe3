import { runAdmin } from './run.ts';

/** The operator CLI (`npm run admin -- <command>`): its commands and exit codes are in run.ts. */
process.exitCode = await runAdmin(process.argv.slice(2), process.env);
