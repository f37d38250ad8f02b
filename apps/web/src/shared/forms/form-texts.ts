/**
 * The few words the form frame itself writes (as antd's locale did for its Form and Input.Password):
 * kept here so an antd-free page needs no locale bundle. Indonesian as antd's id_ID, English otherwise.
 */
const TEXTS = {
  en: { optional: '(optional)', showPassword: 'Show password', hidePassword: 'Hide password' },
  id: {
    optional: '(opsional)',
    showPassword: 'Tampilkan kata sandi',
    hidePassword: 'Sembunyikan kata sandi',
  },
} as const;

export type FormTexts = (typeof TEXTS)[keyof typeof TEXTS];

export function formTexts(language: string | undefined): FormTexts {
  return language?.startsWith('id') ? TEXTS.id : TEXTS.en;
}
