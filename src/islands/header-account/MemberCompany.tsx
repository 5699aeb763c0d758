import { useStore } from '@nanostores/react';
import { $user } from '../../stores/user';

/**
 * The logged-in member's company name on a page shared by their viewer class (home welcome box): read
 * from the user store that the header account loads from /api/user/base.
 */
export default function MemberCompany() {
  const user = useStore($user);
  return <span>{user.company ?? ''}</span>;
}
