import { normalizeVoucherCode } from '@ajar/domain';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import type { Viewer } from '../../kernel/viewer';
import {
  claimedVoucherRecords,
  ownVoucherRecords,
  publicVoucherRecords,
  voucherRecordByCode,
} from './voucher.queries';
import { voucherView, type VoucherView } from './voucher.shapes';
import type { VoucherService } from './voucher.tables';

/** getOneVoucherDetails(voucherCode): a voucher by its code, with the viewer's flags. */
export async function voucherDetails(deps: Deps, viewer: Viewer, voucherCode: string): Promise<VoucherView> {
  const code = normalizeVoucherCode(voucherCode);
  const record = code ? await voucherRecordByCode(deps.db, code, viewer.userId) : undefined;
  const hidden = record?.voucher.deletedAt && record.voucher.userId !== viewer.userId && !record.claimId;
  if (!record || hidden) throw new DomainError('NOT_FOUND', 'voucherInvalid');
  return voucherView(record, viewer.userId, deps.clock.now());
}

/**
 * getVoucherForPublic(userId, service): the live vouchers a tutor offers (userId), or Ajar's general-use
 * vouchers of the viewer's market (no userId).
 */
export async function publicVouchers(
  deps: Deps,
  viewer: Viewer,
  input: { readonly userId: string | null; readonly service: VoucherService },
): Promise<VoucherView[]> {
  if (input.userId !== null && !isPvid(input.userId)) return [];
  const now = deps.clock.now();
  const records = await publicVoucherRecords(deps.db, {
    country: input.userId ? null : viewer.country,
    ownerId: input.userId,
    viewerId: viewer.userId,
    now,
  });
  return records
    .filter((record) => record.voucher.service === input.service)
    .map((record) => voucherView(record, viewer.userId, now));
}

/** getUserVoucherClaims: the vouchers the viewer claimed, with whether each can still be used. */
export async function claimedVouchers(deps: Deps, viewer: Viewer): Promise<VoucherView[]> {
  const now = deps.clock.now();
  return (await claimedVoucherRecords(deps.db, viewer.userId)).map((record) =>
    voucherView(record, viewer.userId, now),
  );
}

/** getUserVouchers: the vouchers the viewer made, with their figures. */
export async function ownVouchers(deps: Deps, viewer: Viewer): Promise<VoucherView[]> {
  const now = deps.clock.now();
  return (await ownVoucherRecords(deps.db, viewer.userId)).map((record) =>
    voucherView(record, viewer.userId, now),
  );
}
