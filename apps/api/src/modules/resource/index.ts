// The public face of the resource area: the one file other areas and the app layer import.
export { initialsAvatarPng, initialsFor } from './initials-avatar';
export type { UploadLimits } from './resource.policy';
export { resources } from './resource.tables';
export type { ResourceKind } from './resource.tables';
