import { NotificationAddedDocument } from '../../../gql/graphql';
import { useLiveSubscription } from '../../chats';

/**
 * The student's own assignment reloads when a tutor applies to it (the ASSIGNMENT_APPLIED notification
 * the header's bell hears too), so the applicant shows up without a reload.
 */
export function useLiveApplicants(pvid: string, isOwner: boolean, reload: () => void): void {
  useLiveSubscription(
    NotificationAddedDocument,
    {},
    ({ notificationAdded }) => {
      if (notificationAdded.code === 'ASSIGNMENT_APPLIED' && notificationAdded.entityId === pvid) reload();
    },
    !isOwner,
  );
}
