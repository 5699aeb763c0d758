/**
 * Trace-code entry: a text field (typed or from a USB/Bluetooth scanner, which types), plus 扫码 with the
 * phone camera only where the browser offers BarcodeDetector — feature-detected, no polyfill.
 */
import { useRef, useState, type ReactNode } from 'react';

type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type Props = { label: string; onCode: (code: string) => void; children?: ReactNode };

const detectorClass = () => (typeof window !== 'undefined' ? (window as unknown as { BarcodeDetector?: new (o: object) => Detector }).BarcodeDetector : undefined);

export function CodeScanner({ label, onCode, children }: Props) {
  const [text, setText] = useState('');
  const [scanning, setScanning] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const canScan = Boolean(detectorClass()) && typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

  async function scan() {
    const Detector = detectorClass();
    if (!Detector || !video.current) return;
    setScanning(true);
    const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }).catch(() => null);
    if (!stream) return setScanning(false);
    video.current.srcObject = stream;
    await video.current.play();
    const detector = new Detector({ formats: ['data_matrix', 'code_128', 'qr_code'] });
    const until = Date.now() + 20_000;
    while (Date.now() < until) {
      const found = await detector.detect(video.current).catch(() => []);
      if (found[0]) {
        onCode(found[0].rawValue);
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    for (const t of stream.getTracks()) t.stop();
    setScanning(false);
  }

  return (
    <div className="rcv-codes">
      <label>
        {label}
        <input
          value={text}
          inputMode="numeric"
          placeholder="输入或扫描 20 位追溯码，回车添加"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            onCode(text);
            setText('');
          }}
        />
      </label>
      {canScan && (
        <button type="button" className="btn" onClick={() => void scan()} disabled={scanning}>
          {scanning ? '扫描中…' : '扫码'}
        </button>
      )}
      <video ref={video} hidden={!scanning} muted playsInline aria-hidden="true" />
      {children}
    </div>
  );
}
