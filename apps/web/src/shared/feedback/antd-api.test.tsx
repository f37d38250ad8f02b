import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showProgress, showSuccess } from './toast';

// The real antd message: fetched with the antd scope on the first toast, drawn by its holderRender.
describe('toasts without antd in the shell', () => {
  it("fetch antd's message and draw it in the app's theme", async () => {
    showSuccess('Saved');
    const toast = await screen.findByText('Saved');
    expect(toast.closest('.css-var-ajar')).not.toBeNull();
  });

  it('never show a progress toast closed before it could appear', async () => {
    showProgress('Logging you in...')();
    showSuccess('After');
    await screen.findByText('After');
    expect(screen.queryByText('Logging you in...')).toBeNull();
  });

  it('close a progress toast that is showing', async () => {
    const close = showProgress('Working...');
    await screen.findByText('Working...');
    close();
    await waitFor(() => expect(screen.queryByText('Working...')).toBeNull());
  });
});
