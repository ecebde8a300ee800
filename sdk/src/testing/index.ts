export { FakeHttpClient } from './FakeHttpClient';
export type { FakeAnswer, FakeReply, FakeRequest } from './FakeHttpClient';
export { FakeSession, TEST_USER, TEST_COMPANY } from './FakeSession';
export type { FakeSessionOptions } from './FakeSession';
export { MemoryStorage } from './MemoryStorage';
export { createPluginTester } from './createPluginTester';
export type { PluginTester, PluginTesterOptions } from './createPluginTester';
export { renderWorkbench } from './renderWorkbench';
export { layoutViewport } from './layoutViewport';
