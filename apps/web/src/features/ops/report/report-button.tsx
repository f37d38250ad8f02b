import type { ReportTargetType } from '@ajar/domain';
import { useState, useSyncExternalStore, type ComponentType } from 'react';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSession } from '../../../shared/session/use-session';
import { withAntdScope } from '../../../shared/ui/antd-scope-loader';
import { Button } from '../../../shared/ui/button';
import { ExclamationCircleFilled } from '../../../shared/ui/icons';
import type { ReportDialogProps } from './report-dialog';
import styles from './report-button.module.css';

// The dialog (antd's Modal and TextArea) and the console's texts load on the first press: the pages that show
// this button carry none of the console.
const loadDialog = withAntdScope(() =>
  Promise.all([import('./report-dialog'), loadNamespaces(['ops', 'messages'])]).then(
    ([module]) => module.ReportDialog,
  ),
);

interface ReportButtonProps {
  readonly targetType: ReportTargetType;
  readonly targetId: string;
  /** The button's words, from the page's own texts (they are there before the console's load). */
  readonly label: string;
  readonly compact?: boolean;
  readonly className?: string;
}

const noChange = () => () => undefined;

/** 'Report this profile' / 'Report message': signed-in people only (reports are never anonymous to the team). */
export function ReportButton({ targetType, targetId, label, compact = false, className }: ReportButtonProps) {
  const { isSignedIn } = useSession();
  // Drawn after hydration only: a page the server rendered (a public profile) knows no session there.
  const hydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const { t } = useTranslation();
  const [Dialog, setDialog] = useState<ComponentType<ReportDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  if (!isSignedIn || !hydrated) return null;

  async function show() {
    setLoading(true);
    try {
      const loaded = await loadDialog();
      setDialog(() => loaded);
      setOpen(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <Button
        className={compact ? styles.compact : className}
        icon={<ExclamationCircleFilled aria-hidden />}
        loading={loading}
        onClick={() => void show()}
        aria-label={compact ? label : undefined}
        title={compact ? label : undefined}
      >
        {compact ? null : label}
      </Button>
      {Dialog && (
        <Dialog
          open={open}
          targetType={targetType}
          targetId={targetId}
          title={t('ops.report.title')}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
