/** A console export running in the background, as GET /admin/api/exports/{id} answers it. */
export type ExportJobView = {
  id: number;
  status: 'queued' | 'running' | 'done' | 'failed' | 'expired';
  status_text: string;
  file_name: string;
  rows: number | null;
  /** The download address once the file is ready, else null. */
  href: string | null;
};
