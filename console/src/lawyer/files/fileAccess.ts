import type { SessionUser } from '@lawfirm/contracts';
import { mayWork } from '../../auth/mayWork';

type AssignedFile = { responsibleLawyers?: { id: number | string }[] | null } & Record<string, unknown>;

/** Spec section 6: an admin whose role deletes files, or a lawyer listed in the file's responsibleLawyers, may delete it. */
export function canDeleteFile(user: (Pick<SessionUser, 'userType' | 'id'> & Partial<Pick<SessionUser, 'isSuperAdmin' | 'permissions'>>) | null, file: AssignedFile | undefined): boolean {
  if (!user || !file) return false;
  if (user.userType === 'admin') return mayWork({ isSuperAdmin: false, permissions: {}, ...user }, 'files', 'delete');
  return (file.responsibleLawyers ?? []).some((lawyer) => String(lawyer.id) === String(user.id));
}
