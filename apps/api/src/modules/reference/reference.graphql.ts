import { countrySchema } from '@ajar/domain';
import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../kernel/domain-error';
import {
  listCities,
  listCounsellingSubjects,
  listCurricula,
  listLevels,
  listNonAcademicCategories,
  listOtherPlatforms,
  listProvinces,
  listSubjects,
  type CountryNamed,
  type LevelView,
  type NonAcademicCategoryView,
} from './reference.queries';

/** The public reference lists (spec section 7, "Reference lists"): read-only, no sign-in needed. */

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A filter by an id that cannot exist matches nothing (rather than failing the query). */
const NO_MATCH = '00000000-0000-0000-0000-000000000000';
const idFilter = (id: string | number | null | undefined): string | null =>
  id === null || id === undefined ? null : GUID.test(String(id)) ? String(id) : NO_MATCH;

const countryArgs = z.object({ country: countrySchema });
const optionalCountryArgs = z.object({ country: countrySchema.nullable().optional() });

export const CurriculumType = builder.objectRef<CountryNamed>('Curriculum').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    name: t.exposeString('name'),
    country: t.exposeString('country'),
  }),
});

const ProgrammeLevelType = builder.objectRef<LevelView>('ProgrammeLevel').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    name: t.exposeString('name'),
    curriculumPvid: t.exposeID('curriculumPvid'),
    curriculumName: t.exposeString('curriculumName'),
  }),
});

const ProgrammeSubjectType = builder.objectRef<CountryNamed>('ProgrammeSubject').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    name: t.exposeString('name'),
    country: t.exposeString('country'),
  }),
});

const CityType = builder.objectRef<{ pvid: string; name: string }>('City').implement({
  fields: (t) => ({ pvid: t.exposeID('pvid'), name: t.exposeString('name') }),
});

const ProvinceType = builder
  .objectRef<{ pvid: string; countryPvid: string; name: string }>('Province')
  .implement({
    fields: (t) => ({
      pvid: t.exposeID('pvid'),
      countryPvid: t.exposeString('countryPvid', { description: 'The country code, e.g. "id".' }),
      name: t.exposeString('name'),
    }),
  });

const OtherPlatformMasterType = builder
  .objectRef<{ pvid: string; name: string; iconLink: string }>('OtherPlatformMaster')
  .implement({
    fields: (t) => ({
      pvid: t.exposeID('pvid'),
      name: t.exposeString('name'),
      iconLink: t.exposeString('iconLink'),
    }),
  });

const ProgrammeSubjectCounsellingType = builder
  .objectRef<CountryNamed>('ProgrammeSubjectCounselling')
  .implement({
    fields: (t) => ({
      pvid: t.exposeID('pvid'),
      name: t.exposeString('name'),
      country: t.exposeString('country'),
    }),
  });

const NonAcademicCategoryType = builder.objectRef<NonAcademicCategoryView>('NonAcademicCategory');
NonAcademicCategoryType.implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    name: t.exposeString('name'),
    status: t.exposeString('status'),
    subNonAcademic: t.field({
      type: [NonAcademicCategoryType],
      resolve: (category) => category.subNonAcademic,
    }),
  }),
});

builder.queryFields((t) => ({
  getProgrammeCurriculumList: t.field({
    type: [CurriculumType],
    description: "Curricula of a market (every market's when country is omitted).",
    args: { country: t.arg.string() },
    resolve: (_root, args, { deps }) =>
      listCurricula(deps.db, parseInput(optionalCountryArgs, args).country ?? null),
  }),
  getProgrammeLevelList: t.field({
    type: [ProgrammeLevelType],
    args: { country: t.arg.string({ required: true }), curriculumPvid: t.arg.id() },
    resolve: (_root, args, { deps }) =>
      listLevels(deps.db, parseInput(countryArgs, args).country, idFilter(args.curriculumPvid)),
  }),
  getProgrammeSubjectList: t.field({
    type: [ProgrammeSubjectType],
    args: { country: t.arg.string({ required: true }) },
    resolve: (_root, args, { deps }) => listSubjects(deps.db, parseInput(countryArgs, args).country),
  }),
  getProgrammeCityList: t.field({
    type: [CityType],
    args: { country: t.arg.string({ required: true }) },
    resolve: (_root, args, { deps }) => listCities(deps.db, parseInput(countryArgs, args).country),
  }),
  getOtherPlatformMasterList: t.field({
    type: [OtherPlatformMasterType],
    resolve: (_root, _args, { deps }) => listOtherPlatforms(deps.db),
  }),
  listProvinces: t.field({
    type: [ProvinceType],
    args: { countryInitial: t.arg.string({ required: true }) },
    resolve: (_root, args, { deps }) =>
      listProvinces(deps.db, parseInput(z.object({ countryInitial: countrySchema }), args).countryInitial),
  }),
  getProgrammeSubjectCounselling: t.field({
    type: [ProgrammeSubjectCounsellingType],
    args: { country: t.arg.string({ required: true }) },
    resolve: (_root, args, { deps }) =>
      listCounsellingSubjects(deps.db, parseInput(countryArgs, args).country),
  }),
  listProfileNonAcademic: t.field({
    type: [NonAcademicCategoryType],
    description:
      "Lifelong-learning categories offered in the market, each with its sub-categories; with parentCategory, that category's sub-categories.",
    args: { parentCategory: t.arg.id(), country: t.arg.string({ required: true }) },
    resolve: (_root, args, { deps }) =>
      listNonAcademicCategories(
        deps.db,
        parseInput(countryArgs, args).country,
        idFilter(args.parentCategory),
      ),
  }),
}));
