import { useState } from 'react';
import { ComposerEditor, ComposerStore, emptyComposerTree, type ComposerBlockDefinition, type ComposerRenderNode } from '@portolan/sdk';

/** The example's two blocks: a container and a paragraph. */
const blocks: ComposerBlockDefinition[] = [
  {
    type: 'section',
    label: 'Section',
    icon: 'square',
    group: 'Layout',
    container: true,
    description: 'Holds other components',
    properties: [{ key: 'props', prop: 'background', label: 'Background', kind: 'color' }],
  },
  {
    type: 'text',
    label: 'Text',
    icon: 'paragraph',
    group: 'Content',
    description: 'A paragraph',
    defaults: { value: 'Write something here.' },
    properties: [{ key: 'value', label: 'Text', kind: 'textarea' }],
  },
];

const renderNode: ComposerRenderNode = (node, children) => {
  if (node.type === 'text') return <p style={{ margin: '4px 0' }}>{node.value || node.title}</p>;
  const background = typeof node.props.background === 'string' ? node.props.background : undefined;
  return <div style={{ padding: 8, minHeight: 32, background }}>{children}</div>;
};

/** A small store starting from one section holding one paragraph (nothing to undo yet); in memory only, no storage key. */
function exampleStore(): ComposerStore {
  const draft = new ComposerStore(emptyComposerTree('Example page'));
  const section = draft.create('section', { title: 'Welcome section' });
  if (section) draft.create('text', { title: 'Greeting', value: 'Welcome to our services.' }, section);
  return new ComposerStore(draft.tree);
}

/** The composer example: ComposerEditor over a ComposerStore with two blocks. */
export default function ComposerExample() {
  const [store] = useState(exampleStore);
  return <ComposerEditor store={store} blocks={blocks} renderNode={renderNode} label="Example page composer" />;
}
