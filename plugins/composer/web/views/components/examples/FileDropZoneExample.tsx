import { FieldError, FileDropZone, useFileChoice } from '@portolan/sdk';

const MAX_BYTES = 5 * 1024 * 1024;

/** What is wrong with a chosen file: the example takes a .csv or .xlsx of 5 MB at most. */
function problemOf(file: File): string | undefined {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'Choose a .csv or .xlsx file';
  if (file.size > MAX_BYTES) return 'The file is larger than 5 MB';
  return undefined;
}

/** The FileDropZone example: a file is checked at once by useFileChoice and never leaves the browser. */
export default function FileDropZoneExample() {
  const choice = useFileChoice(problemOf, 'Choose a file first');
  return (
    <div style={{ maxWidth: 420 }}>
      <FileDropZone
        file={choice.file}
        onChoose={choice.choose}
        prompt="Drop a rate sheet here, or choose it:"
        placeholder="No file chosen"
        inputLabel="Example rate sheet"
        accept=".csv,.xlsx"
      />
      <FieldError id="components-file-problem">{choice.problem}</FieldError>
      {choice.file && !choice.problem && (
        <p aria-live="polite">
          Ready: {choice.file.name}, {choice.file.size.toLocaleString('en')} bytes (not uploaded).
        </p>
      )}
    </div>
  );
}
