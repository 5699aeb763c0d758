/**
 * Response headers for a file a member uploaded (certificates, photos) or a PDF we stored for them,
 * served back. A PDF is a download (`attachment`), never rendered in our origin, with a sandboxing
 * CSP in case a browser renders it anyway; an image may show inline, sandboxed too. Never sniffed.
 */
export function uploadedFileHeaders(mime: string, filename: string): Record<string, string> {
  const name = `filename="${filename.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
  const pdf = mime === 'application/pdf';
  return {
    'content-type': mime,
    'content-disposition': `${pdf ? 'attachment' : 'inline'}; ${name}`,
    'content-security-policy': pdf ? "sandbox; default-src 'none'" : "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    'x-content-type-options': 'nosniff',
  };
}
