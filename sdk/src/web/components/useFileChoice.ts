import { useState } from 'react';

export interface FileChoice {
  file?: File;
  /** What is wrong with the file (or the upload), shown under the drop zone. */
  problem?: string;
  setProblem: (problem: string | undefined) => void;
  /** Take a chosen or dropped file and check it at once. */
  choose: (file: File | undefined) => void;
  /** The file when it can be sent; otherwise sets the problem (`missing` when there is none) and gives `undefined`. */
  ready: () => File | undefined;
}

/** The file of an upload form and its problem: `problemOf` checks a file (type, size) before it is sent. */
export function useFileChoice(problemOf: (file: File) => string | undefined, missing: string): FileChoice {
  const [file, setFile] = useState<File | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const choose = (chosen: File | undefined) => {
    setFile(chosen);
    setProblem(chosen ? problemOf(chosen) : undefined);
  };
  const ready = () => {
    const wrong = file ? problemOf(file) : missing;
    setProblem(wrong);
    return wrong ? undefined : file;
  };
  return { file, problem, setProblem, choose, ready };
}
