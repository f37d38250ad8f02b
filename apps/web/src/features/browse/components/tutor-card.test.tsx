import { render, screen, within } from '@testing-library/react';
import type { CountryCode } from '@ajar/domain';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { beforeAll, describe, expect, it } from 'vitest';
import { AntdProvider } from '../../../shared/ui/antd-provider';
import type { SearchTutorCardFragment } from '../../../gql/graphql';
import { i18n } from '../../../shared/i18n/i18n';
import { CountryContext } from '../../../shared/market/country-context';
import { fakeApi } from '../../../test/render-with-api';
import { searchTutor } from '../testing/browse-fixtures';
import { CoachCard, type SearchCoachCard } from './coach-card';
import { TutorCard } from './tutor-card';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

function renderCard(node: React.ReactNode, country: CountryCode = 'sg') {
  const api = fakeApi({ GetFavouriteIds: () => ({ data: { getFavouriteIds: [] } }) });
  return render(
    <AntdProvider>
      <Provider value={api.client}>
        <CountryContext.Provider value={country}>
          <MemoryRouter>{node}</MemoryRouter>
        </CountryContext.Provider>
      </Provider>
    </AntdProvider>,
  );
}

const tutorCard = (tutor: SearchTutorCardFragment, country?: CountryCode) =>
  renderCard(<TutorCard tutor={tutor} extra={<span>Extra line</span>} />, country);

describe('tutor card', () => {
  it('shows who, what, how much and how well reviewed, linking to the profile from search', () => {
    tutorCard(searchTutor());
    const card = screen.getByRole('article', { name: 'Wei Ming Tan' });
    const link = within(card).getByRole('link', { name: 'Wei Ming Tan' });
    expect(link.getAttribute('href')).toBe('/sg/tok-1--tutor-1--Wei-Ming--Tan?src=SRCH');
    expect(within(card).getByText('Mathematics')).toBeTruthy();
    expect(within(card).getByText('Physics')).toBeTruthy();
    expect(within(card).getByText('from SG$ 25.00/hr')).toBeTruthy();
    expect(within(card).getByText('12 years of experience')).toBeTruthy();
    expect(within(card).getByText('Rated 4.7 out of 5')).toBeTruthy();
    expect(within(card).getByText(/3 testimonials/)).toBeTruthy();
    expect(within(card).getByText('Former MOE teacher.')).toBeTruthy();
    expect(within(card).getByText('Extra line')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Add Wei Ming Tan to favourites' })).toBeTruthy();
    // Completion is never shown on a card.
    expect(within(card).queryByText(/%/)).toBeNull();
    expect(within(card).queryByText('Featured')).toBeNull();
  });

  it('shows how fast the tutor replies and how many bookings they accept, once there are figures', () => {
    tutorCard(searchTutor({ reputation: { replyWithin: 'TWO_HOURS', acceptanceRate: 92 } }));
    const card = screen.getByRole('article', { name: 'Wei Ming Tan' });
    expect(within(card).getByText('Usually replies within 2 hours · accepts 92% of bookings')).toBeTruthy();
  });

  it('marks a boosted tutor as Featured', () => {
    tutorCard(searchTutor({ featured: true }));
    expect(within(screen.getByRole('article', { name: 'Wei Ming Tan' })).getByText('Featured')).toBeTruthy();
  });

  it('writes the rating with the language decimal mark, as the profile does', async () => {
    await i18n.changeLanguage('id');
    tutorCard(searchTutor({ rating: 4.7 }));
    const card = screen.getByRole('article', { name: 'Wei Ming Tan' });
    expect(within(card).getByText('4,7')).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it("formats prices the market's way", () => {
    tutorCard(searchTutor({ country: 'id', currency: 'IDR', pricePerHour: 150000 }), 'id');
    expect(screen.getByText('from Rp 150.000/hr')).toBeTruthy();
  });

  it('says so when there is no price, rating or experience yet', () => {
    tutorCard(searchTutor({ pricePerHour: null, rating: null, testimonial: 0, experienceYears: 0 }));
    expect(screen.getByText('Price on request')).toBeTruthy();
    expect(screen.getByText('No testimonials yet')).toBeTruthy();
    expect(screen.getByText('New tutor')).toBeTruthy();
  });

  it('cuts long subject lists', () => {
    tutorCard(searchTutor({ subjects: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] }));
    expect(screen.getByText('+2 more')).toBeTruthy();
    expect(screen.queryByText('F')).toBeNull();
  });

  it("lists a coach's lifelong offers with their prices", () => {
    tutorCard(
      searchTutor({
        tutorKind: 'LIFELONG',
        subjects: ['Piano'],
        nonAcademic: [
          {
            pvid: 'music',
            name: 'Music',
            status: 'ACTIVE',
            subNonAcademic: [
              {
                pvid: 'sub-2',
                nonAcademicPvid: 'theory',
                profileNonAcademicPvid: 'music',
                name: 'Music theory',
                status: 'ACTIVE',
                pricePerHour: 4500,
                orderList: 2,
              },
              {
                pvid: 'sub-1',
                nonAcademicPvid: 'piano',
                profileNonAcademicPvid: 'music',
                name: 'Piano',
                status: 'ACTIVE',
                pricePerHour: 3500,
                orderList: 1,
              },
            ],
          },
        ],
      }),
    );
    const offers = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(offers).toEqual(['PianoSG$ 35.00/hr', 'Music theorySG$ 45.00/hr']);
  });
});

describe('coach card', () => {
  it("shows a counsellor's topics, prices and profile link", () => {
    const coach: SearchCoachCard = {
      pvid: 'c-1',
      userPvid: 'c-1',
      firstName: 'Nurul',
      lastName: 'Huda',
      address: null,
      token: 'tok-c',
      pricePerHour: 5500,
      currency: 'SGD',
      country: 'sg',
      description: 'University admissions.',
      userSubject: [
        {
          pvid: 'us-1',
          orderList: 1,
          programSubjectCoachesPvid: 'topic-1',
          pricePerHour: 5500,
          subject: { pvid: 'topic-1', name: 'University admissions', country: 'sg' },
        },
      ],
      resource: null,
    };
    renderCard(<CoachCard coach={coach} />);
    const card = screen.getByRole('article', { name: 'Nurul Huda' });
    expect(within(card).getByRole('link', { name: 'Nurul Huda' }).getAttribute('href')).toBe(
      '/sg/tok-c--c-1--Nurul--Huda?src=SRCH',
    );
    expect(within(card).getByText('University admissions')).toBeTruthy();
    expect(within(card).getAllByText(/SG\$ 55\.00/)).toHaveLength(2);
  });
});
