/**
 * Two configurators on one menu entry: the studio's tree names each node's
 * version (the node as the tenant sees it, shipped entries with their overlay,
 * hashed: menuTree.ts `nest`), and a change sends the version of the copy it
 * was made on as If-Match (`"menu:<permissionId>:<version>"`,
 * server/http/recordVersions.ts). A change made on a copy someone has replaced
 * since changes nothing and answers 409; a write without the tag (a script)
 * is not checked. Read inside the write's transaction with the rows locked.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { permissions, tenantMenuOverlays } from '../db/schema';
import { expectedToken, staleRecord } from '../http/recordVersions';
import { overlayOfRow, withOverlay } from './menuOverlayRows';
import { nodeHash } from './menuTree';

/** Refuses the change when the caller's copy of node `permissionId` is not the current one. */
export async function checkMenuVersion(tx: Db, request: FastifyRequest, tenantId: number, permissionId: number): Promise<void> {
  const expected = expectedToken(request, 'menu', permissionId);
  if (expected === undefined) return;
  const [row] = await tx.select().from(permissions).where(eq(permissions.id, permissionId)).limit(1).for('update');
  if (!row) return;
  const [overlay] =
    row.tenantId === null
      ? await tx
          .select()
          .from(tenantMenuOverlays)
          .where(and(eq(tenantMenuOverlays.tenantId, tenantId), eq(tenantMenuOverlays.permissionId, permissionId)))
          .limit(1)
          .for('update')
      : [];
  const shown = withOverlay(row, overlay ? overlayOfRow(overlay) : undefined);
  if (expected !== nodeHash(shown)) throw staleRecord();
}
