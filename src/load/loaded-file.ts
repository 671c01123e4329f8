/**
 * The `SourceFile` every front end returns: the text, its line table, the
 * documents and their problems sorted by position, and the comments, found
 * on first use (most files are never asked).
 */
import type { LoadProblem } from './load-problem.js';
import type { LineColumnRange, LineIndex, Position } from './position.js';
import type { LoadedDocument, SourceComment, SourceFile, SourceFormat } from './source-file.js';

export class LoadedSourceFile implements SourceFile {
  readonly path: string;
  readonly text: string;
  readonly format: SourceFormat;
  readonly lines: LineIndex;
  readonly documents: readonly LoadedDocument[];
  readonly problems: readonly LoadProblem[];
  private readonly findComments: () => readonly SourceComment[];
  private found: readonly SourceComment[] | undefined;

  constructor(
    path: string,
    text: string,
    format: SourceFormat,
    lines: LineIndex,
    documents: readonly LoadedDocument[],
    fileProblems: readonly LoadProblem[],
    findComments: () => readonly SourceComment[],
  ) {
    this.path = path;
    this.text = text;
    this.format = format;
    this.lines = lines;
    this.documents = documents;
    this.findComments = findComments;
    const all = [...fileProblems, ...documents.flatMap((d) => d.problems)];
    // Stable sort: equal positions keep their order of discovery.
    this.problems = all.sort((a, b) => a.start - b.start || a.end - b.end);
  }

  /** `file` with `problems` added as file-level problems (decoding problems found before loading). */
  static withProblems(file: SourceFile, problems: readonly LoadProblem[]): SourceFile {
    const inDocuments = new Set(file.documents.flatMap((d) => d.problems));
    const fileLevel = file.problems.filter((p) => !inDocuments.has(p));
    return new LoadedSourceFile(file.path, file.text, file.format, file.lines, file.documents, [...problems, ...fileLevel], () => file.comments());
  }

  position(offset: number): Position {
    return this.lines.position(offset);
  }

  range(start: number, end: number): LineColumnRange {
    return this.lines.range(start, end);
  }

  documentAt(offset: number): LoadedDocument | undefined {
    let found: LoadedDocument | undefined;
    for (const d of this.documents) {
      if (d.range.start <= offset) found = d;
      else break;
    }
    return found ?? this.documents[0];
  }

  comments(): readonly SourceComment[] {
    this.found ??= this.findComments();
    return this.found;
  }
}
