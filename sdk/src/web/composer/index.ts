export { ComposerStore } from './ComposerStore';
export type { ComposerStoreOptions } from './ComposerStore';
export { ComposerEditor } from './ComposerEditor';
export type { ComposerEditorProps } from './ComposerEditor';
export type { ComposerBlockDefinition, ComposerPropertyDefinition, ComposerRenderNode } from './ComposerBlockDefinition';
