export { defineResource, listResource, listQuerySchema, findVisible, findOwnedForUpdate, baseRecord, iso, isUuid } from './defineResource';
export type { ResourceSpec, ResourceField, ResourceFieldType, WriteContext, ListQuery, ListPage, CustomFilter, ResourceSearch } from './defineResource';
export { searchText } from './searchText';
export { encodeCursor, decodeCursor } from './cursor';
export type { CursorPosition } from './cursor';
export { SqlParams } from './sqlParams';
