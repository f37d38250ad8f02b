import { COUNTRY_CODES, type CountryCode } from '@ajar/domain';
import type { CurriculaByCountry } from './curricula.data';
import type { NonAcademicCategoryData } from './non-academic-categories.data';

/** A per-market list: every market has one, in the order its picker shows it. */
export type CountryList = Readonly<Record<CountryCode, readonly string[]>>;

export interface CountryNameRow {
  readonly country: CountryCode;
  readonly name: string;
  readonly sortOrder: number;
}

/** A level with the name of its curriculum, which is unique within the level's market. */
export interface LevelRow extends CountryNameRow {
  readonly curriculum: string;
}

/** A non-academic category (parent null) or sub-category; a null country means every market. */
export interface NonAcademicCategoryRow {
  readonly country: CountryCode | null;
  readonly parent: { readonly country: CountryCode | null; readonly name: string } | null;
  readonly name: string;
  readonly sortOrder: number;
}

// Sort orders start at 1 within each list, so a picker can ORDER BY sort_order, name.
export function countryListRows(list: CountryList): CountryNameRow[] {
  return COUNTRY_CODES.flatMap((country) =>
    list[country].map((name, index) => ({ country, name, sortOrder: index + 1 })),
  );
}

export function curriculumRows(curricula: CurriculaByCountry): CountryNameRow[] {
  return COUNTRY_CODES.flatMap((country) =>
    curricula[country].map(({ name }, index) => ({ country, name, sortOrder: index + 1 })),
  );
}

export function levelRows(curricula: CurriculaByCountry): LevelRow[] {
  return COUNTRY_CODES.flatMap((country) =>
    curricula[country].flatMap((curriculum) =>
      curriculum.levels.map((name, index) => ({
        country,
        curriculum: curriculum.name,
        name,
        sortOrder: index + 1,
      })),
    ),
  );
}

export function nonAcademicCategoryRows(
  categories: readonly NonAcademicCategoryData[],
): NonAcademicCategoryRow[] {
  return categories.flatMap((category, categoryIndex) => {
    const country = category.country ?? null;
    return [
      { country, parent: null, name: category.name, sortOrder: categoryIndex + 1 },
      ...category.subCategories.map((subCategory, index) => ({
        country: subCategory.country ?? country,
        parent: { country, name: category.name },
        name: subCategory.name,
        sortOrder: index + 1,
      })),
    ];
  });
}
