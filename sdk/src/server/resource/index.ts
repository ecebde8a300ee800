export { defineResource, listResource, listResourceJson, listQuerySchema, findVisible, findVisibleJson, findOwnedForUpdate, baseRecord, iso, isUuid, sqlRecord, sqlIso, sqlNumber, sqlArray } from './defineResource';
export type { ResourceSpec, ResourceField, ResourceFieldType, WriteContext, ListQuery, ListPage, ListPageJson, CustomFilter, ResourceSearch } from './defineResource';
export { searchText } from './searchText';
export { encodeCursor, decodeCursor } from './cursor';
export type { CursorPosition } from './cursor';
export { SqlParams } from './sqlParams';
export { containsPattern } from './filterConditions';
export { estimateRows } from './listResource';
