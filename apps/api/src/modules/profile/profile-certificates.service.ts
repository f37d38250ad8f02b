import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { DomainError, forbidden } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { resources } from '../resource';
import { badInputAt, requireOwned, requireTutor } from './profile-section-writes';
import { certificatesOf } from './profile-lists.queries';
import { touchProfile } from './profile.queries';
import type { CertificateView } from './profile.shapes';
import { certificates } from './profile.tables';

export interface CertificateChange {
  readonly name: string;
  readonly issuer: string;
  readonly issuedDate: string;
  readonly resourcePvid?: string | null | undefined;
}

/** The file of a certificate must be a CERTIFICATE upload of the viewer's own. */
async function requireCertificateFile(tx: Executor, viewer: Viewer, resourcePvid: string): Promise<void> {
  const [resource] = await tx
    .select({ ownerUserId: resources.ownerUserId, kind: resources.kind })
    .from(resources)
    .where(eq(resources.id, resourcePvid))
    .limit(1);
  if (!resource || resource.ownerUserId !== viewer.userId) throw forbidden();
  if (resource.kind !== 'CERTIFICATE') throw badInputAt('fileTypeInvalid', 'resourcePvid');
}

async function certificateView(tx: Executor, viewer: Viewer, id: string): Promise<CertificateView> {
  const found = (await certificatesOf(tx, [viewer.userId])).find((certificate) => certificate.pvid === id);
  if (!found) throw new DomainError('NOT_FOUND', 'notFound');
  return found;
}

export async function addCertificate(
  deps: Deps,
  viewer: Viewer,
  change: CertificateChange,
): Promise<CertificateView> {
  requireTutor(viewer);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (change.resourcePvid) await requireCertificateFile(tx, viewer, change.resourcePvid);
    const [inserted] = await tx
      .insert(certificates)
      .values({
        userId: viewer.userId,
        name: change.name,
        issuer: change.issuer,
        issuedDate: change.issuedDate,
        resourceId: change.resourcePvid ?? null,
      })
      .returning({ id: certificates.id });
    await touchProfile(tx, viewer.userId, now);
    return certificateView(tx, viewer, inserted?.id ?? '');
  });
}

/** updateCertificate: a missing resourcePvid keeps the current file. */
export async function updateCertificate(
  deps: Deps,
  viewer: Viewer,
  pvid: string,
  change: CertificateChange,
): Promise<CertificateView> {
  requireTutor(viewer);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await requireOwned(tx, certificates, viewer, [pvid]);
    if (change.resourcePvid) await requireCertificateFile(tx, viewer, change.resourcePvid);
    await tx
      .update(certificates)
      .set({
        name: change.name,
        issuer: change.issuer,
        issuedDate: change.issuedDate,
        ...(change.resourcePvid ? { resourceId: change.resourcePvid } : {}),
      })
      .where(and(eq(certificates.id, pvid), eq(certificates.userId, viewer.userId)));
    await touchProfile(tx, viewer.userId, now);
    return certificateView(tx, viewer, pvid);
  });
}
