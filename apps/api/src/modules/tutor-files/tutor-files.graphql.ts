import { MESSAGES, STORAGE_PAYMENT_METHODS } from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { MutationResultType } from '../../graphql/mutation-result';
import {
  deleteTutorFile,
  filesSharedWithViewer,
  renameTutorFile,
  tutorFilesOf,
  uploadTutorFile,
} from './tutor-files.service';
import { shareTargetsOf, shareTutorFile, unshareTutorFile } from './tutor-files-sharing.service';
import { buyCloudStorage, storageOf, storagePackagesFor, storagePurchasesOf } from './storage.service';
import type {
  ShareTargetsView,
  SharedFileView,
  StoragePurchaseView,
  TutorFileShareView,
  TutorFileView,
  TutorStorageView,
} from './tutor-files.shapes';

const ShareTargetKind = builder.enumType('TutorFileShareTarget', { values: ['BOOKING', 'CLASS'] as const });
const PaidWithEnum = builder.enumType('StoragePaymentMethod', { values: STORAGE_PAYMENT_METHODS });

const ShareType = builder.objectRef<TutorFileShareView>('TutorFileShare').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    target: t.expose('target', { type: ShareTargetKind }),
    bookingId: t.exposeID('bookingId', { nullable: true }),
    classId: t.exposeID('classId', { nullable: true }),
    label: t.exposeString('label', { description: "The booking's student or the class's title." }),
    sharedAt: t.expose('sharedAt', { type: 'DateTime' }),
  }),
});

const TutorFileType = builder.objectRef<TutorFileView>('TutorFile').implement({
  description: "A file in the tutor's Resources.",
  fields: (t) => ({
    id: t.exposeID('id'),
    fileName: t.exposeString('fileName'),
    mimeType: t.exposeString('mimeType'),
    sizeBytes: t.expose('sizeBytes', { type: 'Money', description: 'Bytes (a 64-bit integer).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    downloadPath: t.exposeString('downloadPath', {
      description: 'GET with the session token (auth-token header): the owner and those it is shared with.',
    }),
    shares: t.field({
      type: [ShareType],
      nullable: { list: false, items: true },
      resolve: (file) => [...file.shares],
    }),
  }),
});

const SharedFileType = builder.objectRef<SharedFileView>('SharedFile').implement({
  description: 'A file a tutor shared with the viewer.',
  fields: (t) => ({
    id: t.exposeID('id'),
    fileName: t.exposeString('fileName'),
    mimeType: t.exposeString('mimeType'),
    sizeBytes: t.expose('sizeBytes', { type: 'Money', description: 'Bytes.' }),
    sharedAt: t.expose('sharedAt', { type: 'DateTime' }),
    tutorName: t.exposeString('tutorName'),
    downloadPath: t.exposeString('downloadPath'),
  }),
});

const StorageType = builder.objectRef<TutorStorageView>('TutorStorage').implement({
  description: 'What the tutor’s files take and their quota: TUTOR_STORAGE_QUOTA_BYTES plus packages bought.',
  fields: (t) => ({
    usedBytes: t.expose('usedBytes', { type: 'Money', description: 'Bytes.' }),
    quotaBytes: t.expose('quotaBytes', { type: 'Money', description: 'Bytes.' }),
    freeQuotaBytes: t.expose('freeQuotaBytes', { type: 'Money', description: 'Bytes.' }),
    boughtBytes: t.expose('boughtBytes', { type: 'Money', description: 'Bytes.' }),
    maxFileBytes: t.expose('maxFileBytes', { type: 'Money', description: 'Bytes.' }),
  }),
});

const ShareTargetsType = builder.objectRef<ShareTargetsView>('TutorFileShareTargets').implement({
  fields: (t) => ({
    bookings: t.field({
      type: [
        builder.objectRef<ShareTargetsView['bookings'][number]>('TutorFileShareBooking').implement({
          fields: (f) => ({
            bookingId: f.exposeID('bookingId'),
            studentName: f.exposeString('studentName'),
            startTime: f.expose('startTime', { type: 'DateTime' }),
          }),
        }),
      ],
      nullable: { list: false, items: true },
      resolve: (targets) => [...targets.bookings],
    }),
    classes: t.field({
      type: [
        builder.objectRef<ShareTargetsView['classes'][number]>('TutorFileShareClass').implement({
          fields: (f) => ({ classId: f.exposeID('classId'), title: f.exposeString('title') }),
        }),
      ],
      nullable: { list: false, items: true },
      resolve: (targets) => [...targets.classes],
    }),
  }),
});

const PackageType = builder
  .objectRef<ReturnType<typeof storagePackagesFor>[number]>('StoragePackage')
  .implement({
    description:
      'A Cloud storage package: bytes more quota for good, for credits or for money from the balance.',
    fields: (t) => ({
      code: t.exposeString('code'),
      bytes: t.expose('bytes', { type: 'Money', description: 'Bytes.' }),
      credits: t.expose('credits', { type: 'Money', description: 'Credits.' }),
      priceMinor: t.expose('priceMinor', { type: 'Money', description: 'Minor units of `currency`.' }),
      currency: t.exposeString('currency'),
    }),
  });

const PurchaseType = builder.objectRef<StoragePurchaseView>('StoragePurchase').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    packageCode: t.exposeString('packageCode'),
    bytes: t.expose('bytes', { type: 'Money', description: 'Bytes.' }),
    paidWith: t.expose('paidWith', { type: PaidWithEnum }),
    credits: t.expose('credits', { type: 'Money' }),
    amountMinor: t.expose('amountMinor', { type: 'Money' }),
    currency: t.exposeString('currency', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const BuyResultType = builder
  .objectRef<{ success: boolean; message: string; purchase: StoragePurchaseView; storage: TutorStorageView }>(
    'BuyCloudStorageResult',
  )
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      message: t.exposeString('message'),
      purchase: t.field({ type: PurchaseType, resolve: (result) => result.purchase }),
      storage: t.field({ type: StorageType, resolve: (result) => result.storage }),
    }),
  });

builder.queryFields((t) => ({
  myTutorFiles: t.withAuth({ tutor: true }).field({
    type: [TutorFileType],
    nullable: { list: false, items: true },
    description: "Tutors only: the files in the tutor's Resources, newest first, with their shares.",
    resolve: (_root, _args, { deps, viewer }) => tutorFilesOf(deps, viewer),
  }),
  myTutorStorage: t.withAuth({ tutor: true }).field({
    type: StorageType,
    resolve: (_root, _args, { deps, viewer }) => storageOf(deps, viewer),
  }),
  tutorFileShareTargets: t.withAuth({ tutor: true }).field({
    type: ShareTargetsType,
    description: "The bookings' students (last 90 days and ahead) and open group classes a file may go to.",
    resolve: (_root, _args, { deps, viewer }) => shareTargetsOf(deps, viewer),
  }),
  filesSharedWithMe: t.withAuth({ member: true }).field({
    type: [SharedFileType],
    nullable: { list: false, items: true },
    description: 'Files tutors shared with the viewer (through a booking or a class they are enrolled in).',
    resolve: (_root, _args, { deps, viewer }) => filesSharedWithViewer(deps, viewer),
  }),
  cloudStoragePackages: t.field({
    type: [PackageType],
    description: "The packages on sale, priced in the viewer's market's currency (Singapore's for a guest).",
    resolve: (_root, _args, { viewer }) => storagePackagesFor(viewer),
  }),
  myStoragePurchases: t.withAuth({ tutor: true }).field({
    type: [PurchaseType],
    nullable: { list: false, items: true },
    resolve: (_root, _args, { deps, viewer }) => storagePurchasesOf(deps, viewer),
  }),
}));

builder.mutationFields((t) => ({
  uploadTutorFile: t.withAuth({ tutor: true }).field({
    type: TutorFileType,
    description:
      'Adds a file to Resources (pdf, image, Word/Excel/PowerPoint, audio; at most TUTOR_FILE_MAX_BYTES). ' +
      'storageQuotaExceeded when it does not fit the quota: nothing is stored then.',
    args: { file: t.arg({ type: 'Upload', required: true }) },
    resolve: (_root, args, { deps, viewer }) => uploadTutorFile(deps, viewer, args.file),
  }),
  renameTutorFile: t.withAuth({ tutor: true }).field({
    type: TutorFileType,
    args: { id: t.arg.id({ required: true }), fileName: t.arg.string({ required: true }) },
    resolve: (_root, args, { deps, viewer }) =>
      renameTutorFile(deps, viewer, { fileId: String(args.id), fileName: args.fileName }),
  }),
  deleteTutorFile: t.withAuth({ tutor: true }).field({
    type: MutationResultType,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, { deps, viewer }) => {
      await deleteTutorFile(deps, viewer, String(args.id));
      return { success: true, message: 'Deleted' };
    },
  }),
  shareTutorFile: t.withAuth({ tutor: true }).field({
    type: TutorFileType,
    description: "Shares a file with one booking's student (bookingId) or one group class (classId).",
    args: { id: t.arg.id({ required: true }), bookingId: t.arg.id(), classId: t.arg.id() },
    resolve: (_root, args, { deps, viewer }) =>
      shareTutorFile(deps, viewer, {
        fileId: String(args.id),
        bookingId: args.bookingId ? String(args.bookingId) : null,
        classId: args.classId ? String(args.classId) : null,
      }),
  }),
  unshareTutorFile: t.withAuth({ tutor: true }).field({
    type: MutationResultType,
    args: { shareId: t.arg.id({ required: true }) },
    resolve: async (_root, args, { deps, viewer }) => {
      await unshareTutorFile(deps, viewer, String(args.shareId));
      return { success: true, message: 'Deleted' };
    },
  }),
  buyCloudStorage: t.withAuth({ tutor: true }).field({
    type: BuyResultType,
    description:
      'Buys a package with credits (notEnoughCredits) or balance (insufficientBalance); the quota grows at once.',
    args: {
      packageCode: t.arg.string({ required: true }),
      paidWith: t.arg({ type: PaidWithEnum, required: true }),
    },
    resolve: async (_root, args, { deps, viewer }) => ({
      success: true,
      message: MESSAGES.storagePurchased,
      ...(await buyCloudStorage(deps, viewer, args)),
    }),
  }),
}));
