/** The goods fields the scope depends on (as the catalogue reads them). */
export type ScopeGoods = { kind: string; rxClass: string | null; deviceClass: number | null };

/** Business scope (经营范围) a goods needs: herbal pieces, Rx / OTC drugs, class III devices. */
export function scopeNeeded(g: ScopeGoods): string | null {
  if (g.kind === 'herbal') return '中药饮片';
  if (g.kind === 'medicine' && g.rxClass === 'Rx') return '处方药';
  if (g.kind === 'medicine' && (g.rxClass === 'OTC甲' || g.rxClass === 'OTC乙')) return '非处方药';
  if (g.kind === 'device' && g.deviceClass === 3) return '医疗器械';
  return null;
}
