/**
 * What an uploaded table (xlsx, CSV, pasted rows) may hold, and the Chinese message of each limit.
 * Every limit is enforced while the file is read, before anything grows with the file: a caller
 * turns a TableLimitError into its 422 on `file`.
 */
export type TableLimits = {
  /** Inflated bytes of one zip entry (xlsx), counted as they inflate. */
  maxEntryBytes: number;
  /** Inflated bytes of all zip entries read, counted as they inflate. */
  maxUnpackedBytes: number;
  /** Data rows kept (the caller counts and refuses; see its reader). */
  maxRows: number;
  /** Cells kept per row; a value further right than `maxColumns` refuses the file. */
  keepColumns: number;
  maxColumns: number;
  /** Characters in one cell. */
  maxCellChars: number;
  /** Characters in all kept cells together (an xlsx may repeat one shared string in every cell). */
  maxTextChars: number;
};

/** XML inside an xlsx: nesting, one element or text run, attributes per element, shared strings, merges. */
export const XML_LIMITS = {
  maxDepth: 64,
  maxNodeChars: 1_000_000,
  maxAttributes: 64,
  maxSharedStrings: 1_000_000,
  maxSharedText: 8_000_000,
  maxMerges: 10_000,
  maxMergedCells: 200_000,
  maxSheets: 256,
  maxEntries: 10_000,
  maxStyles: 100_000,
} as const;

/** A file refused for a limit; `message` is shown to the user as it is. */
export class TableLimitError extends Error {
  override name = 'TableLimitError';
}

/** A file that is not a readable xlsx (bad zip, bad XML, missing parts). */
export class TableFormatError extends Error {
  override name = 'TableFormatError';
}

/** 5000 → "5,000"; bytes → "20 MB". */
export const count = (n: number): string => n.toLocaleString('en-US');
export const megabytes = (bytes: number): string => `${count(Math.round(bytes / 1024 / 1024))} MB`;

export const LIMIT_MESSAGES = {
  entry: (bytes: number) => `文件解压后过大：单个部件最多 ${megabytes(bytes)}`,
  unpacked: (bytes: number) => `文件解压后过大：最多 ${megabytes(bytes)}`,
  rows: (rows: number) => `文件过大：最多 ${count(rows)} 行`,
  columns: (columns: number) => `列数过多：最多 ${count(columns)} 列`,
  cell: (chars: number, where: string) => `单元格过长：最多 ${count(chars)} 字（${where}）`,
  text: (chars: number) => `文件内容过多：所有单元格合计最多 ${count(chars)} 字`,
  depth: () => `文件结构异常：XML 嵌套超过 ${XML_LIMITS.maxDepth} 层，无法读取`,
  node: () => `文件结构异常：单个 XML 元素超过 ${count(XML_LIMITS.maxNodeChars)} 字，无法读取`,
  attributes: () => `文件结构异常：单个 XML 元素的属性超过 ${XML_LIMITS.maxAttributes} 个，无法读取`,
  doctype: () => '文件含有不允许的 XML 文档类型声明（DTD），无法读取',
  sharedStrings: () => `文件内容过多：共享字符串最多 ${count(XML_LIMITS.maxSharedStrings)} 个、合计 ${count(XML_LIMITS.maxSharedText)} 字`,
  merges: () => `合并单元格过多：最多 ${count(XML_LIMITS.maxMerges)} 处、合计 ${count(XML_LIMITS.maxMergedCells)} 格`,
  sheets: () => `工作表过多：最多 ${XML_LIMITS.maxSheets} 个`,
  entries: () => `文件结构异常：压缩包内的文件超过 ${count(XML_LIMITS.maxEntries)} 个`,
  styles: () => `文件结构异常：单元格样式超过 ${count(XML_LIMITS.maxStyles)} 个`,
} as const;

/** Column number (1-based) → Excel letters: 1 → A, 28 → AB. */
export const columnLetter = (n: number): string => (n <= 0 ? '' : columnLetter(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26)));

/** "第 3 行 B 列" for a cell-length message. */
export const cellPlace = (row: number, column: number): string => `第 ${row} 行 ${columnLetter(column)} 列`;
