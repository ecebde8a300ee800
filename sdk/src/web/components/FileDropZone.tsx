import { useState, type CSSProperties, type DragEvent } from 'react';
import { FileInput } from '@blueprintjs/core';

export interface FileDropZoneProps {
  /** The file chosen so far (its name shows in the input). */
  file?: File;
  /** A file was dropped or chosen (`undefined` when the choice was cleared). */
  onChoose: (file: File | undefined) => void;
  /** The line above the input, e.g. "Drop a rate sheet here, or choose it:". */
  prompt: string;
  /** The input's text while no file is chosen. */
  placeholder: string;
  /** The input's accessible name. */
  inputLabel: string;
  /** The `accept` list of the file input. */
  accept: string;
  'data-testid'?: string;
  style?: CSSProperties;
}

/** A dashed zone that takes one dropped file, with a file input to choose it by keyboard or mouse instead. */
export function FileDropZone({ file, onChoose, prompt, placeholder, inputLabel, accept, style, 'data-testid': testId }: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    onChoose(e.dataTransfer.files?.[0]);
  };
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      data-testid={testId}
      style={{ border: `2px dashed ${dragging ? '#2d72d2' : '#abb3bf'}`, borderRadius: 4, padding: 16, textAlign: 'center', ...style }}
    >
      <p>{prompt}</p>
      {/* Always the selection style: the muted placeholder style fails WCAG contrast on the zone's tinted background. */}
      <FileInput text={file?.name ?? placeholder} hasSelection inputProps={{ 'aria-label': inputLabel, accept }} onInputChange={(e) => onChoose((e.target as HTMLInputElement).files?.[0])} />
    </div>
  );
}
