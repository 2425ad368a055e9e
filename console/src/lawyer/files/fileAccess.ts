import type { SessionUser } from '@lawfirm/contracts';

type AssignedFile = { responsibleLawyers?: { id: number | string }[] | null } & Record<string, unknown>;

/** Spec section 6: an admin, or a lawyer listed in the file's responsibleLawyers, may delete it. */
export function canDeleteFile(user: Pick<SessionUser, 'userType' | 'id'> | null, file: AssignedFile | undefined): boolean {
  if (!user || !file) return false;
  if (user.userType === 'admin') return true;
  return (file.responsibleLawyers ?? []).some((lawyer) => String(lawyer.id) === String(user.id));
}
