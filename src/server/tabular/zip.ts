/**
 * A zip archive (an xlsx) read entry by entry with every inflated byte counted as it comes out of
 * zlib: an entry past `maxEntryBytes`, or all entries read past `maxUnpackedBytes`, stops the
 * inflation at once. The sizes the zip's headers declare are never trusted (yauzl's own check of
 * them is off: our count is the guard, whatever the headers say).
 */
import yauzl from 'yauzl';
import { LIMIT_MESSAGES, TableFormatError, TableLimitError, XML_LIMITS, type TableLimits } from './limits';

export type ZipArchive = {
  has(path: string): boolean;
  /** Streams one entry's text (UTF-8) to `onText`, chunk by chunk; an exception in `onText` stops it. */
  readText(path: string, onText: (text: string) => void): Promise<void>;
};

type Budget = Pick<TableLimits, 'maxEntryBytes' | 'maxUnpackedBytes'>;

async function listEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entries.size >= XML_LIMITS.maxEntries) return reject(new TableLimitError(LIMIT_MESSAGES.entries()));
      // Part names are case-insensitive in OPC; the first of two equal names wins.
      const key = entry.fileName.toLowerCase();
      if (!entries.has(key)) entries.set(key, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', (error: Error) => reject(new TableFormatError(error.message)));
    zip.readEntry();
  });
  return entries;
}

export async function openZip(bytes: Uint8Array, budget: Budget): Promise<ZipArchive> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true, validateEntrySizes: false });
  } catch (error) {
    throw new TableFormatError((error as Error).message);
  }
  const entries = await listEntries(zip);
  let unpacked = 0;

  async function readText(path: string, onText: (text: string) => void): Promise<void> {
    const entry = entries.get(path.toLowerCase());
    if (!entry) throw new TableFormatError(`missing part ${path}`);
    let stream: NodeJS.ReadableStream & { destroy(error?: Error): void };
    try {
      stream = (await zip.openReadStreamPromise(entry)) as typeof stream;
    } catch (error) {
      throw new TableFormatError((error as Error).message);
    }
    const decoder = new TextDecoder('utf-8');
    let inEntry = 0;
    await new Promise<void>((resolve, reject) => {
      let failed = false;
      const stop = (error: Error) => {
        if (failed) return;
        failed = true;
        stream.destroy();
        reject(error);
      };
      stream.on('data', (chunk: Buffer) => {
        if (failed) return;
        inEntry += chunk.length;
        unpacked += chunk.length;
        if (inEntry > budget.maxEntryBytes) return stop(new TableLimitError(LIMIT_MESSAGES.entry(budget.maxEntryBytes)));
        if (unpacked > budget.maxUnpackedBytes) return stop(new TableLimitError(LIMIT_MESSAGES.unpacked(budget.maxUnpackedBytes)));
        try {
          onText(decoder.decode(chunk, { stream: true }));
        } catch (error) {
          stop(error as Error);
        }
      });
      stream.on('error', (error: Error) => stop(error instanceof TableLimitError ? error : new TableFormatError(error.message)));
      stream.on('end', () => {
        if (failed) return;
        try {
          const rest = decoder.decode();
          if (rest) onText(rest);
          resolve();
        } catch (error) {
          stop(error as Error);
        }
      });
    });
  }

  return { has: (path) => entries.has(path.toLowerCase()), readText };
}
