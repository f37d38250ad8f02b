import { withAntdScope } from '../ui/antd-scope-loader';
import { useLoadedOnOpen } from '../ui/use-loaded-on-open';

export interface LoginPromptModalProps {
  readonly open: boolean;
  readonly tutorName: string;
  /** Replaces the booking title (e.g. for chatting). */
  readonly title?: string;
  /** Where to come back to after logging in or signing up; the page it opened on by default. */
  readonly redirect?: string | undefined;
  readonly onClose: () => void;
}

// antd's Modal and its theme load the first time the prompt opens: the profile draws without them.
const loadDialog = withAntdScope(() =>
  import('./login-prompt-dialog').then((module) => module.LoginPromptDialog),
);

/** Spec section 6: a signed-out visitor who clicks 'Book tutor' is asked to log in, then comes back here. */
export function LoginPromptModal(props: LoginPromptModalProps) {
  const Dialog = useLoadedOnOpen(props.open, loadDialog);
  return Dialog ? <Dialog {...props} /> : null;
}
