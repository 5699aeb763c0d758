import { uploadedFileHeaders } from '../http/uploaded-file';

/** A document of the pack as a private download (PDFs, sheets, JSON and the zip are attachments). */
export function documentResponse(f: { data: Uint8Array; type: string; name: string }): Response {
  const headers = uploadedFileHeaders(f.type, f.name);
  if (!f.type.startsWith('image/')) headers['content-disposition'] = headers['content-disposition']!.replace(/^inline/, 'attachment');
  return new Response(new Uint8Array(f.data), { headers: { ...headers, 'cache-control': 'private, no-store' } });
}
