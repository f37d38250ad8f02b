/**
 * The learning goals' messages (ours: the spec has none for them), part of MESSAGES and MESSAGES_ID, kept apart
 * so the two message files stay under the size limit.
 */
export const LEARNING_GOALS_MESSAGES = {
  goalsTooManySubjects: 'You can choose at most 10 subjects',
  goalRequired: 'You have to choose your goal',
  budgetInvalid: 'Please enter a budget per hour of 0 or more, in whole amounts',
  preferredDaysInvalid: 'Please choose days from Monday to Sunday',
  preferredTimesInvalid: 'Please choose morning, afternoon or evening',
  learningGoalsSaved: 'Your goals are saved',
} as const;

export const LEARNING_GOALS_MESSAGES_ID: Readonly<Record<keyof typeof LEARNING_GOALS_MESSAGES, string>> = {
  goalsTooManySubjects: 'Anda dapat memilih paling banyak 10 mata pelajaran',
  goalRequired: 'Anda harus memilih tujuan Anda',
  budgetInvalid: 'Masukkan anggaran per jam 0 atau lebih, dalam angka bulat',
  preferredDaysInvalid: 'Pilih hari dari Senin sampai Minggu',
  preferredTimesInvalid: 'Pilih pagi, siang atau malam',
  learningGoalsSaved: 'Tujuan belajar Anda tersimpan',
};
