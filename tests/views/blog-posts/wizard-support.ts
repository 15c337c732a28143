import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Article } from '../../../domain/entities/article';
import { list, mockApi, ok } from '../support/api';
import { CATEGORIES, fakeArticle, TAGS } from './fixtures';
import { image } from '../support/xhr';

export const NEW_ID = 'article-new';

/** The fake API of the wizard's screens: the shell, taxonomy, slug check, save, image attach and the list it lands on. */
export function wizardApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET notifications': list([]),
    'GET master-article-categories': list(CATEGORIES),
    'GET master-article-tags': list(TAGS),
    'POST articles/check-slug': ok({ slug: null, isUsed: false }),
    'POST articles': (call) => ok(fakeArticle({ ...(call.body as Partial<Article>), articleId: NEW_ID, body: null, images: [] })),
    [`PATCH articles/${NEW_ID}`]: (call) => ok(fakeArticle({ ...(call.body as Partial<Article>), articleId: NEW_ID })),
    // POST articles/image answers the post, its new feature image in it (§7).
    [`POST articles/image/${NEW_ID}`]: ok(fakeArticle({ articleId: NEW_ID })),
    [`GET articles/${NEW_ID}`]: ok(fakeArticle({ articleId: NEW_ID, status: 'OPEN', body: null, images: [] })),
    'GET articles': list([]),
    ...extra,
  });
}

/** One choice of a PrimeReact MultiSelect, the way a keyboard user makes it. */
export async function pick(label: string, option: string) {
  screen.getByRole('combobox', { name: label }).focus();
  await userEvent.keyboard('{ArrowDown}');
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await userEvent.keyboard('{Escape}');
}

/** Everything step 1 requires, filled the way a user would; the URL check answered. */
export async function fillDetail(api: ReturnType<typeof mockApi>, title = 'Rumah Baru di Bogor') {
  await userEvent.type(await screen.findByLabelText('Title'), title);
  await userEvent.type(screen.getByLabelText('Meta Description'), 'Rumah baru dekat stasiun.');
  await pick('Categories', 'Rumah / Minimalis');
  await pick('Tags', 'KPR');
  await userEvent.upload(screen.getByLabelText(/^Image \(JPG or PNG/), image('fasad-depan.jpg'));
  expect(await screen.findByLabelText('Image Name')).toHaveValue('fasad-depan');
  await waitFor(() => expect(api.callsTo('POST', 'articles/check-slug').length).toBeGreaterThan(0));
  await waitFor(() => expect(screen.queryByText('Checking the URL…')).not.toBeInTheDocument());
}
