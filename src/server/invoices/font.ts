import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The CJK font that ships with the project (WenQuanYi Micro Hei, GB2312 subset; assets/fonts/README.md). */
export const FONT_FILE = 'assets/fonts/WenQuanYiMicroHei-GB2312.ttf';

let cached: Promise<Uint8Array> | null = null;

/** Reads the font from the working directory (npm start, tests) or beside the sources / the build. */
export function invoiceFont(): Promise<Uint8Array> {
  cached ??= (async () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const candidates = [path.resolve(FONT_FILE), ...[3, 4, 5].map((up) => path.resolve(here, ...Array(up).fill('..'), FONT_FILE))];
    for (const file of candidates) {
      try {
        return new Uint8Array(await fs.readFile(file));
      } catch {
        /* try the next place */
      }
    }
    cached = null;
    throw new Error(`invoice font not found: ${FONT_FILE}`);
  })();
  return cached;
}
