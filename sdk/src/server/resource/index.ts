export { defineResource, listResource, listQuerySchema, findVisible, findOwnedForUpdate, baseRecord, iso, isUuid } from './defineResource';
export type { ResourceSpec, ResourceField, ResourceFieldType, WriteContext, ListQuery, ListPage, CustomFilter } from './defineResource';
export { encodeCursor, decodeCursor } from './cursor';
export type { CursorPosition } from './cursor';
export { SqlParams } from './sqlParams';
