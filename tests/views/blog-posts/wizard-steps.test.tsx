/** The wizard's step indicator (PrimeReact Steps): both steps named, the one on screen marked current, in step with the URL. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../support/api';
import { renderApp } from '../support/render';
import { fakeSession } from '../support/session';
import { FakeXhr } from '../support/xhr';
import { fakeArticle, layoutParents } from './fixtures';
import { wizardApi } from './wizard-support';

layoutParents();

const open = (path: string) => renderApp(path, { session: fakeSession(['admin_blog']) });
const steps = () => screen.getByRole('navigation', { name: 'Steps' });
const stepNames = () => within(steps()).getAllByRole('listitem').map((step) => step.textContent);
/** PrimeReact's read-only steps are links out of the tab order; the current one says so with aria-current. */
const current = () =>
  within(steps())
    .getAllByRole('link')
    .filter((step) => step.getAttribute('aria-current') === 'step')
    .map((step) => step.textContent);

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('the blog wizard step indicator', () => {
  it('names both steps and marks Detail Post current on step 1', async () => {
    wizardApi();
    open('/blog-posts/create');
    await screen.findByLabelText('Title');
    expect(stepNames()).toEqual(['1Detail Post', '2Description Post']);
    expect(current()).toEqual(['1Detail Post']);
  });

  it('marks Description Post current once Next has moved the post on to step 2', async () => {
    const saved = fakeArticle({ status: 'PUBLISH', body: '<p>Isi lama.</p>' });
    wizardApi({
      [`GET articles/${saved.articleId}`]: ok(saved),
      [`PATCH articles/${saved.articleId}`]: (call) => ok({ ...saved, ...(call.body as object) }),
    });
    open(`/blog-posts/${saved.articleId}/edit`);
    expect(await screen.findByLabelText('Title')).toHaveValue(saved.title);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/blog-posts/${saved.articleId}/edit/description-post`));
    await screen.findByRole('textbox', { name: 'Body' });
    expect(current()).toEqual(['2Description Post']);
  });
});
