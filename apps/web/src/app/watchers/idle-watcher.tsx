import { useEffect } from 'react';
import { i18n } from '../../shared/i18n/i18n';
import { startIdleTracker } from './idle-tracker';

// The notice and antd's Button load the first time the user is idle: the shell carries no antd. Its texts are
// the shell's, read when the notice shows, in the language of that moment.
const loadNotice = () => import('./idle-notice');

/**
 * Spec section 4, "Idle": one tracker for the whole visit, started once (texts arriving or the language
 * changing must not restart its 20 minutes).
 */
export function IdleWatcher() {
  useEffect(
    () =>
      startIdleTracker({
        onIdle: () =>
          void loadNotice().then(({ showIdleNotice }) =>
            showIdleNotice({
              title: i18n.t('messages.idleTitle'),
              body: i18n.t('messages.idleBody'),
              refresh: i18n.t('common.refresh'),
            }),
          ),
      }),
    [],
  );

  return null;
}
