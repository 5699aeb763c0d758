/** A download of an .xlsx workbook (RFC 5987 file name, never cached). */
export function xlsxResponse(data: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(data), {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'cache-control': 'no-store',
    },
  });
}
