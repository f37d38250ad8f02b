import { fireEvent, screen, within } from '@testing-library/react';
import { PROFILE_SECTIONS, PROFILE_VISIBILITY_THRESHOLD, type ProfileSection } from '@ajar/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { renderEditor } from '../testing/render-editor';
import { CompletionDrawer } from './completion-drawer';

function details(done: readonly ProfileSection[]) {
  return PROFILE_SECTIONS.map((section) => ({ profileSection: section, complete: done.includes(section) }));
}

function completeButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Complete profile' }) as HTMLButtonElement;
}

describe('profile completion drawer (spec sections 2 and 4)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('below the visibility threshold: says the profile is hidden, lists the seven sections', () => {
    const onPickSection = vi.fn();
    renderEditor(
      <CompletionDrawer
        open
        onClose={() => undefined}
        completion={{ completionPercent: 37.5, details: details(['Subjects', 'Education', 'Skill']) }}
        onPickSection={onPickSection}
      />,
    );
    expect(37.5).toBeLessThan(PROFILE_VISIBILITY_THRESHOLD);
    expect(screen.getByText('Your profile is hidden from search')).toBeTruthy();
    expect(screen.getByText(`${'37.5'}%`)).toBeTruthy();
    const checklist = screen.getByRole('list', { name: 'Profile sections' });
    const items = within(checklist).getAllByRole('button');
    expect(items).toHaveLength(7);
    expect(within(checklist).getAllByText('Done')).toHaveLength(3);
    expect(within(checklist).getAllByText('Not done yet')).toHaveLength(4);
    expect(screen.queryByText('Congratulations, your profile is complete!')).toBeNull();

    expect(completeButton().disabled).toBe(false);
    fireEvent.click(completeButton());
    expect(onPickSection).toHaveBeenLastCalledWith('Experience');
    fireEvent.click(within(checklist).getByRole('button', { name: /Introduction Video/ }));
    expect(onPickSection).toHaveBeenLastCalledWith('IntroductionVideo');
  });

  it('at the threshold the hidden-from-search note goes away', () => {
    renderEditor(
      <CompletionDrawer
        open
        onClose={() => undefined}
        completion={{
          completionPercent: 62.5,
          details: details(['Subjects', 'Education', 'Skill', 'Experience', 'Certificate']),
        }}
        onPickSection={() => undefined}
      />,
    );
    expect(screen.queryByText('Your profile is hidden from search')).toBeNull();
    expect(completeButton().disabled).toBe(false);
  });

  it('at 100 shows the congratulation state and disables the complete-profile button', () => {
    renderEditor(
      <CompletionDrawer
        open
        onClose={() => undefined}
        completion={{ completionPercent: 100, details: details(PROFILE_SECTIONS) }}
        onPickSection={() => undefined}
      />,
    );
    expect(screen.getByText('Congratulations, your profile is complete!')).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();
    expect(screen.queryByText('Your profile is hidden from search')).toBeNull();
    expect(completeButton().disabled).toBe(true);
  });

  it('speaks Indonesian on the id market', async () => {
    await i18n.changeLanguage('id');
    renderEditor(
      <CompletionDrawer
        open
        onClose={() => undefined}
        completion={{ completionPercent: 100, details: details(PROFILE_SECTIONS) }}
        onPickSection={() => undefined}
      />,
    );
    expect(screen.getByText('Selamat, profil Anda sudah lengkap!')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Lengkapi profil' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await i18n.changeLanguage('en');
  });
});
