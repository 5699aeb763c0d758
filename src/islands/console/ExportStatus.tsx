import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $exportJob, watchExportJob } from '../../stores/console/export-job';
import type { ExportJobView } from '../../wire/exports';

/** 「导出中…」 until the background export is written, then its download link (announced to screen readers). */
export default function ExportStatus({ initial }: { initial: ExportJobView }) {
  useEffect(() => watchExportJob(initial), [initial]);
  const job = useStore($exportJob) ?? initial;
  return (
    <div role="status" aria-live="polite">
      <p>{job.status_text}</p>
      {job.href && (
        <p>
          <a href={job.href} download>
            下载 {job.file_name}
          </a>
          {job.rows !== null && <span>（共 {job.rows.toLocaleString('zh-CN')} 行）</span>}
        </p>
      )}
    </div>
  );
}
