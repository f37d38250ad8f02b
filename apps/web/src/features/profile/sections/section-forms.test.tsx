import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// antd in jsdom is slow: rendering a dialog with its fields takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 8000 };
import { i18n } from '../../../shared/i18n/i18n';
import { profileFixture } from '../testing/profile-fixture';
import { editorApi, renderEditor } from '../testing/render-editor';
import { CertificatesSection } from './certificates-section';
import { EducationSection } from './education-section';
import { PlatformsSection } from './platforms-section';
import { SubjectEditorModal } from './subject-editor-modal';

async function saveDialog(): Promise<void> {
  const dialog = await screen.findByRole('dialog', {}, SLOW);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
}

// Reference pvids are UUIDs (the domain's pvid rule).
const MATHS = '3f0c1b9e-4a6d-4c1e-9b7a-0d2f5e8a1c01';
const SMA = '3f0c1b9e-4a6d-4c1e-9b7a-0d2f5e8a1c02';

const subjectAnswers = {
  EditorSubjectOptions: () => ({
    data: { getProgrammeSubjectList: [{ pvid: MATHS, name: 'Mathematics', country: 'id' }] },
  }),
  EditorLevelOptions: () => ({
    data: {
      getProgrammeLevelList: [
        { pvid: SMA, name: 'SMA', curriculumPvid: 'cur-nas', curriculumName: 'Nasional' },
      ],
    },
  }),
  EditorSuggestionPrice: () => ({ data: { getSuggestionPrice: null } }),
  UpdateMySubjects: () => ({ data: { updateSubject: { pvid: 'profile-1' } } }),
};

describe('profile section forms', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("certifications: an empty submit shows the spec's messages and sends nothing", async () => {
    const api = editorApi({});
    renderEditor(<CertificatesSection profile={profileFixture()} />, api);
    expect(screen.getByText('No certificates yet — add your first')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add your first certificate/ }));
    await saveDialog();
    expect(await screen.findByText('You have to tell the name of the certificate', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('You have to tell the issuer')).toBeTruthy();
    expect(screen.getByText('You have to tell when the certificate is issued')).toBeTruthy();
    expect(api.calls.filter((call) => call.operationName !== 'EditorOtherPlatformOptions')).toEqual([]);
  });

  it("other platforms: an empty submit asks for the URL with the spec's message", async () => {
    renderEditor(<PlatformsSection profile={profileFixture()} />);
    fireEvent.click(screen.getByRole('button', { name: /Add your first platform/ }));
    await saveDialog();
    expect(await screen.findByText('You have to fill in the URL link', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('This is required')).toBeTruthy();
  });

  it('education: an empty submit shows the messages in Indonesian on the id market', async () => {
    await i18n.changeLanguage('id');
    renderEditor(<EducationSection profile={profileFixture({ country: 'id' })} />);
    expect(screen.getByText('Belum ada pendidikan — tambahkan yang pertama')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Tambahkan sekolah pertama Anda/ }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Wajib diisi', {}, SLOW)).toBeTruthy();
    // Both dates: the domain's date rule.
    expect(screen.getAllByText('Masukkan tanggal yang valid')).toHaveLength(2);
  });

  it('subjects: an empty subject asks for the subject and the level', async () => {
    renderEditor(
      <SubjectEditorModal open subject={null} taken={[]} country="sg" onClose={() => undefined} />,
      editorApi(subjectAnswers),
    );
    await saveDialog();
    expect(await screen.findByText('You have to choose one of the subject', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('You have to fill in your level/curriculum')).toBeTruthy();
  });
});

describe('subject prices are sent in minor units of the market', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  async function editPrice(country: 'id' | 'sg', storedMinor: number, typed: string) {
    const api = editorApi(subjectAnswers);
    const onClose = vi.fn();
    renderEditor(
      <SubjectEditorModal
        open
        country={country}
        taken={[MATHS]}
        onClose={onClose}
        subject={{
          pvid: 'ps-1',
          programmeSubjectPvid: MATHS,
          name: 'Mathematics',
          levels: [
            {
              pvid: 'psl-1',
              programmeLevelPvid: SMA,
              name: 'SMA',
              curriculumName: 'Nasional',
              pricePerHour: storedMinor,
            },
          ],
        }}
      />,
      api,
    );
    const price = (await screen.findByRole('spinbutton', {}, SLOW)) as HTMLInputElement;
    fireEvent.change(price, { target: { value: typed } });
    fireEvent.blur(price);
    await saveDialog();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    const update = api.calls.find((call) => call.operationName === 'UpdateMySubjects');
    return update?.variables;
  }

  it('IDR has no decimals: Rp 175.000 is 175000', async () => {
    expect(await editPrice('id', 150000, '175000')).toEqual({
      list: [
        {
          programmeSubjectPvid: MATHS,
          levels: [{ programmeLevelPvid: SMA, pricePerHour: 175000 }],
        },
      ],
    });
  });

  it('SGD has cents: SG$ 42.50 is 4250', async () => {
    expect(await editPrice('sg', 2500, '42.5')).toEqual({
      list: [
        {
          programmeSubjectPvid: MATHS,
          levels: [{ programmeLevelPvid: SMA, pricePerHour: 4250 }],
        },
      ],
    });
  });

  it('takes an exact price above the slider, up to the market maximum', async () => {
    expect(await editPrice('sg', 2500, '9999.99')).toMatchObject({
      list: [{ levels: [{ programmeLevelPvid: SMA, pricePerHour: 999_999 }] }],
    });
  });

  it('says a price is above the maximum for this market, in Indonesian on the id market, and sends nothing', async () => {
    await i18n.changeLanguage('id');
    const api = editorApi(subjectAnswers);
    renderEditor(
      <SubjectEditorModal
        open
        country="id"
        taken={[MATHS]}
        onClose={() => undefined}
        subject={{
          pvid: 'ps-1',
          programmeSubjectPvid: MATHS,
          name: 'Mathematics',
          levels: [
            {
              pvid: 'psl-1',
              programmeLevelPvid: SMA,
              name: 'SMA',
              curriculumName: 'Nasional',
              pricePerHour: 150000,
            },
          ],
        }}
      />,
      api,
    );
    const price = (await screen.findByRole('spinbutton', {}, SLOW)) as HTMLInputElement;
    fireEvent.change(price, { target: { value: '50000001' } });
    fireEvent.blur(price);
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Harga di atas batas maksimum untuk pasar ini', {}, SLOW)).toBeTruthy();
    expect(api.calls.map((call) => call.operationName)).not.toContain('UpdateMySubjects');
  });
});
