/**
 * Splits delimited text (CSV, tab-separated) into rows of cells by RFC 4180: a field opened by a
 * quote runs to the closing quote (delimiters and line breaks inside it are text, "" is one quote);
 * rows end at CRLF, LF or CR. Every row is kept, blank ones too: callers decide what a blank row means.
 */
export function splitDelimited(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  eachDelimitedRow(text, delimiter, (cells) => {
    rows.push(cells);
  });
  return rows;
}

/** A record's shape beside its cells: all its fields, and 1 + the index of its last non-empty one. */
export type RecordWidth = { fields: number; filled: number };

/**
 * The same splitting, one record at a time, keeping nothing: `visit` gets each record's first
 * `keepCells` cells (the rest are only counted) and returns `false` to stop. Runs of plain text are
 * taken as slices of `text`, never built a character at a time.
 */
export function eachDelimitedRow(text: string, delimiter: string, visit: (cells: string[], index: number, width: RecordWidth) => boolean | void, keepCells = Infinity): void {
  let row: string[] = [];
  let fields = 0;
  let filled = 0;
  let index = 0;
  let cell = '';
  let quoted = false;
  let run = -1; // start of plain characters not yet added to `cell`
  const flush = (end: number) => {
    if (run >= 0) cell += text.slice(run, end);
    run = -1;
  };
  const endCell = () => {
    if (++fields <= keepCells) row.push(cell);
    if (cell !== '') filled = fields;
    cell = '';
  };
  const endRow = (): boolean => {
    const keepGoing = visit(row, index++, { fields, filled }) !== false;
    row = [];
    fields = filled = 0;
    return keepGoing;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        flush(i);
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else if (run < 0) run = i;
      continue;
    }
    if (c === '"' && cell === '' && run < 0) quoted = true;
    else if (c === delimiter) {
      flush(i);
      endCell();
    } else if (c === '\n' || c === '\r') {
      flush(i);
      if (c === '\r' && text[i + 1] === '\n') i++;
      endCell();
      if (!endRow()) return;
    } else if (run < 0) run = i;
  }
  flush(text.length);
  if (cell !== '' || fields) {
    endCell();
    endRow();
  }
}
