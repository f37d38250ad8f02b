// The public face of the resource area: the one file other areas and the app layer import.
export { initialsAvatarPng, initialsFor } from './initials-avatar';
export { resources } from './resource.tables';
export type { ResourceKind } from './resource.tables';
