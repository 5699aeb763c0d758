/**
 * Streaming XML for the parts of an xlsx, bounded: no DOCTYPE (so no entity tricks: saxes expands
 * none, and we refuse the declaration outright), nesting at most XML_LIMITS.maxDepth, no run of
 * more than maxNodeChars characters without an event (a giant text, attribute, comment or CDATA is
 * refused while it is still arriving, not after saxes has buffered it), at most maxAttributes
 * attributes per element. Element names lose their namespace prefix (`x:row` → `row`).
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { ZipArchive } from './zip';
import { LIMIT_MESSAGES, TableFormatError, TableLimitError, XML_LIMITS } from './limits';

export type XmlHandlers = {
  open?(name: string, attributes: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
};

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Slice size fed to saxes between checks of the run length. */
const SLICE = 64 * 1024;

export async function readXml(zip: ZipArchive, path: string, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  let depth = 0;
  let sinceEvent = 0;
  let attributes = 0;
  const seen = () => {
    sinceEvent = 0;
  };
  parser.on('error', (error) => {
    throw new TableFormatError(error.message);
  });
  parser.on('doctype', () => {
    throw new TableLimitError(LIMIT_MESSAGES.doctype());
  });
  parser.on('opentagstart', () => {
    seen();
    attributes = 0;
    if (++depth > XML_LIMITS.maxDepth) throw new TableLimitError(LIMIT_MESSAGES.depth());
  });
  parser.on('attribute', () => {
    seen();
    if (++attributes > XML_LIMITS.maxAttributes) throw new TableLimitError(LIMIT_MESSAGES.attributes());
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    seen();
    handlers.open?.(local(tag.name), tag.attributes as Record<string, string>);
    if (tag.isSelfClosing) {
      depth--;
      handlers.close?.(local(tag.name));
    }
  });
  parser.on('closetag', (tag: SaxesTagPlain) => {
    seen();
    if (tag.isSelfClosing) return;
    depth--;
    handlers.close?.(local(tag.name));
  });
  parser.on('text', (text) => {
    seen();
    handlers.text?.(text);
  });
  parser.on('cdata', (text) => {
    seen();
    handlers.text?.(text);
  });
  parser.on('comment', seen);
  parser.on('processinginstruction', seen);
  parser.on('xmldecl', seen);

  await zip.readText(path, (chunk) => {
    for (let start = 0; start < chunk.length; start += SLICE) {
      const slice = chunk.slice(start, start + SLICE);
      parser.write(slice);
      sinceEvent += slice.length;
      if (sinceEvent > XML_LIMITS.maxNodeChars) throw new TableLimitError(LIMIT_MESSAGES.node());
    }
  });
  parser.close();
}
