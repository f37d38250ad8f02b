import { publicPathOf } from '../../infra/storage/storage-keys';
import type { ResourceKind, ResourceRow } from './resource.tables';

export interface ResourceView {
  readonly pvid: string;
  readonly ownerUserPvid: string;
  readonly kind: ResourceKind;
  readonly path: string;
  readonly fileName: string;
  readonly mimeType: string;
  readonly encoding: string | null;
  readonly eTag: string;
  readonly durationSecs: number | null;
  readonly sizeBytes: number;
  readonly description: string | null;
  /** Videos: the URL path of the poster image (first frame or branded), or null. */
  readonly posterPath: string | null;
  readonly createdAt: Date;
}

export interface HomeIntroVideoView extends ResourceView {
  readonly tutorUserPvid: string;
  readonly tutorToken: string;
  readonly tutorFirstName: string;
  readonly tutorLastName: string;
  readonly tutorAvatar: string | null;
  /** The tutor has a home-page boost running: shown first, marked Featured. */
  readonly featured: boolean;
}

export function toResourceView(row: ResourceRow): ResourceView {
  return {
    pvid: row.id,
    ownerUserPvid: row.ownerUserId,
    kind: row.kind,
    path: row.path,
    fileName: row.fileName,
    mimeType: row.mimeType,
    encoding: row.encoding,
    eTag: row.eTag,
    durationSecs: row.durationSecs,
    sizeBytes: row.sizeBytes,
    description: row.description,
    posterPath: row.posterStorageKey ? publicPathOf(row.posterStorageKey) : null,
    createdAt: row.createdAt,
  };
}
