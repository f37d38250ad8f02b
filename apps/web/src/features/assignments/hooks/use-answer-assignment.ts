import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useMutation } from 'urql';
import { AcceptanceAssignmentDocument } from '../../../gql/graphql';
import { showError, showSuccess } from '../../../shared/feedback/toast';

/**
 * A tutor accepts (applies to) or rejects an assignment, and hears the spec's answer (section 4). The
 * returned assignment refreshes every list and detail that shows it.
 */
export function useAnswerAssignment() {
  const { t } = useTranslation();
  const [, acceptanceAssignment] = useMutation(AcceptanceAssignmentDocument);
  const [pending, setPending] = useState<{ pvid: string; isAccept: boolean } | null>(null);

  async function answer(pvid: string, isAccept: boolean): Promise<boolean> {
    setPending({ pvid, isAccept });
    const result = await acceptanceAssignment({ pvid, isAccept });
    setPending(null);
    if (result.data?.acceptanceAssignment.success) {
      showSuccess(t(isAccept ? 'messages.assignmentAccepted' : 'messages.assignmentRejected'));
      return true;
    }
    showError(result.error);
    return false;
  }

  const isPending = (pvid: string, isAccept: boolean) =>
    pending?.pvid === pvid && pending.isAccept === isAccept;
  return { answer, isPending, busy: pending !== null };
}
