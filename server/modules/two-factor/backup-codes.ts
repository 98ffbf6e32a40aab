import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { codeHash, randomDigits } from './secret-box.js';
import { backupCodes } from './tables.js';

/** Ten codes of ten digits (part 3 §9: saved as backup_codes.txt). */
const COUNT = 10;
export const BACKUP_CODE_DIGITS = 10;

/** Replaces the factor's backup codes with ten new ones and answers them: the only time they are shown. */
export async function issueBackupCodes(
  tx: Tx,
  config: Config,
  factor: { id: string; memberId: string },
): Promise<string[]> {
  const codes = Array.from({ length: COUNT }, () => randomDigits(BACKUP_CODE_DIGITS));
  await tx.delete(backupCodes).where(eq(backupCodes.factorId, factor.id));
  await tx.insert(backupCodes).values(
    codes.map((code) => ({
      factorId: factor.id,
      memberId: factor.memberId,
      codeHash: codeHash(config, code),
    })),
  );
  return codes;
}

/** Spends an unused backup code of the member; one statement, so two racing requests cannot both use it. */
export async function spendBackupCode(db: Db | Tx, config: Config, memberId: string, code: string) {
  const spent = await db
    .update(backupCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(backupCodes.memberId, memberId),
        eq(backupCodes.codeHash, codeHash(config, code)),
        isNull(backupCodes.usedAt),
      ),
    )
    .returning({ id: backupCodes.id });
  return spent.length > 0;
}
