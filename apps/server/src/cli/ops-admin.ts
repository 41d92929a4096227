import { OperatorUsername } from '@udian/contracts/operator-roles';
import { createAuditRepository } from '../modules/operations/audit/audit.repository';
import { createAuditService } from '../modules/operations/audit/audit.service';
import { createOperatorsRepository } from '../modules/operations/operators/operators.repository';
import { createOperatorsService } from '../modules/operations/operators/operators.service';
import { runCommand, withServerDatabase } from './cli-command';

/**
 * `npm run ops:admin -- <username>`: creates the operator console's first admin, or resets an existing
 * account to an enabled, unlocked admin, and prints a one-time password that must be changed at the first
 * login. Uses the server's database settings (DATABASE_URL, else the embedded one under DATA_DIR); with the
 * embedded database, stop the server first.
 */
const usage = 'Usage: npm run ops:admin -- <username>   (3-32 lowercase letters, digits, ".", "_" or "-")';

const main = async (): Promise<number> => {
  const parsed = OperatorUsername.safeParse(process.argv[2] ?? '');
  if (!parsed.success) {
    console.error(usage);
    return 2;
  }
  return withServerDatabase(async (db, config) => {
    const operators = createOperatorsService({ db, operators: createOperatorsRepository(db), audit: createAuditService({ audit: createAuditRepository(db) }) });
    const { oneTimePassword, isNew } = await operators.createOrResetAdmin(parsed.data);
    console.log(
      [
        `${isNew ? 'Created' : 'Reset'} the admin "${parsed.data}". One-time password (shown once; it must be changed at the first login):`,
        '',
        `  ${oneTimePassword}`,
        '',
        `Sign in at ${config.apiBaseUrl || `http://localhost:${config.port}`}/ops/`,
      ].join('\n'),
    );
    return 0;
  });
};

runCommand(main, 'Creating the admin failed:');
