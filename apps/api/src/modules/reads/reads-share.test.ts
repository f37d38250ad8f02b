import { articleDetailsPath, blogPostPath, tutorProfilePath } from '@ajar/domain';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTutor } from '../../db/seed/factories';
import { appServingWebDist } from '../../test/web-dist-app';
import { seedDemoArticles, seedDemoBlogPosts } from './reads-seed';

// A web build's index.html as Vite writes it: the preview tags are added to its head by the server.
const webDist = mkdtempSync(path.join(tmpdir(), 'ajar-reads-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta name="description" content="Ajar: find tutors." />' +
    '<title>Ajar</title></head><body><div id="root"></div></body></html>',
);
const app = appServingWebDist(webDist);

/** A plain HTTP GET, as a chat app's link preview makes it: no JavaScript runs. */
async function page(url: string): Promise<{ status: number; html: string }> {
  const response = await app().app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  return { status: response.statusCode, html: response.body };
}
const meta = (html: string, name: string) =>
  new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)" />`).exec(html)?.[1] ?? null;

describe('shared links carry their preview in the served HTML', () => {
  it('an article: og and twitter tags, escaped; a draft leaks nothing', async () => {
    const t = app();
    const tutor = await makeTutor(t.deps.db, { country: 'sg', firstName: 'Wei', lastName: 'Share' });
    const at = t.clock.now();
    const common = {
      authorId: tutor.id,
      subject: 'Maths',
      tags: ['maths'],
      at,
      views: 0,
      votes: [],
      comments: [],
    };
    const [published, draft] = await t.deps.db.transaction((tx) =>
      seedDemoArticles(tx, [
        {
          ...common,
          title: 'Quadratics <b>"fast"</b> & easy',
          body: '<p>Draw the parabola first, then the roots are easy to see.</p>',
          image: '/reads/cover-1.jpg',
          status: 'PUBLISHED',
        },
        { ...common, title: 'Secret draft title', body: '<p>secret body</p>', image: null, status: 'DRAFT' },
      ]),
    );
    const url = articleDetailsPath('sg', {
      title: 'Quadratics fast',
      postId: published ?? '',
      userId: tutor.id,
    });
    const { status, html } = await page(url);
    expect(status).toBe(200);
    expect(html).toContain(
      '<title>Quadratics &#60;b&#62;&#34;fast&#34;&#60;/b&#62; &#38; easy | Ajar</title>',
    );
    expect(meta(html, 'og:title')).toBe('Quadratics &#60;b&#62;&#34;fast&#34;&#60;/b&#62; &#38; easy');
    expect(meta(html, 'og:description')).toBe('Draw the parabola first, then the roots are easy to see.');
    expect(meta(html, 'description')).toBe('Draw the parabola first, then the roots are easy to see.');
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:url')).toMatch(new RegExp(`^https?://[^"]+${url}$`));
    expect(meta(html, 'og:image')).toMatch(/^https?:\/\/[^"]+\/reads\/cover-1\.jpg$/);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:title')).toBe(meta(html, 'og:title'));
    expect(html).not.toContain('<b>"fast"');

    const hidden = await page(
      articleDetailsPath('sg', { title: 'x', postId: draft ?? '', userId: tutor.id }),
    );
    expect(hidden.html).not.toContain('Secret draft title');
    expect(hidden.html).not.toContain('og:title');
    // The right article under another author's address previews nothing either.
    const wrong = await page(
      articleDetailsPath('sg', { title: 'x', postId: published ?? '', userId: draft ?? '' }),
    );
    expect(wrong.html).not.toContain('og:title');
  });

  it("a blog post and a tutor's profile", async () => {
    const t = app();
    await t.deps.db.transaction((tx) =>
      seedDemoBlogPosts(tx, [
        {
          country: 'sg',
          title: 'Welcome to Reads',
          body: '<p>Tutors share what they know.</p>',
          image: null,
          tags: [],
          at: t.clock.now(),
        },
      ]),
    );
    const blogs = await t.gql<{ getBlogPosts: { blogId: string; title: string }[] }>(
      'query { getBlogPosts(country: "sg") { blogId title } }',
    );
    const post = blogs.data?.getBlogPosts[0];
    expect(post?.title).toBe('Welcome to Reads');
    const blog = await page(blogPostPath('sg', { blogId: post?.blogId ?? '', title: 'Welcome to Reads' }));
    expect(meta(blog.html, 'og:title')).toBe('Welcome to Reads');
    expect(meta(blog.html, 'twitter:card')).toBe('summary');

    const tutor = await makeTutor(t.deps.db, {
      country: 'sg',
      firstName: 'Siti',
      lastName: 'Aminah',
      description: 'I teach <maths> & physics for O levels.',
    });
    const profile = await page(
      tutorProfilePath('sg', { token: tutor.token, id: 'x1', firstName: 'Siti', lastName: 'Aminah' }),
    );
    expect(meta(profile.html, 'og:title')).toBe('Siti Aminah');
    expect(meta(profile.html, 'og:description')).toBe('I teach &#60;maths&#62; &#38; physics for O levels.');
    expect(meta(profile.html, 'og:type')).toBe('profile');
  });
});
