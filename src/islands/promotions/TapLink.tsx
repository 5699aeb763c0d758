import type { ReactNode } from 'react';
import { tapActivity } from '../../stores/promotions';

/** A link into a promotion zone that records the tap (POST /api/activity/tap) before following it. */
export default function TapLink({ href, className, children, label }: { href: string; className?: string; children?: ReactNode; label?: string }) {
  return (
    <a href={href} className={className} aria-label={label} onClick={() => tapActivity(href)}>
      {children}
    </a>
  );
}
