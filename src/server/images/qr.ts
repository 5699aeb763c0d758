import QRCode from 'qrcode';

const cache = new Map<string, string>();

/** A QR code as inline SVG, generated locally (the footer and app popover need no network). */
export async function qrSvg(text: string): Promise<string> {
  const hit = cache.get(text);
  if (hit) return hit;
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1d2a24', light: '#ffffff' } });
  cache.set(text, svg);
  return svg;
}
