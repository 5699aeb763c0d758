import { useStore } from '@nanostores/react';
import { $user } from '../../stores/user';
import { useHydrated } from '../shared/use-hydrated';

/**
 * The logged-in member's company name on a page shared by their viewer class (home welcome box): read
 * from the user store that the header account loads from /api/user/base. The first render matches the
 * server's (empty) markup even when another island filled the store first (else React #418).
 */
export default function MemberCompany() {
  const user = useStore($user);
  const hydrated = useHydrated();
  return <span>{hydrated ? (user.company ?? '') : ''}</span>;
}
