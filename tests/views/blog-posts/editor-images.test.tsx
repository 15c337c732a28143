import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOG_MESSAGES } from '../../../domain/blog';
import { minifyImage } from '../../../src/ui/image-compression';
import { ok } from '../support/api';
import { renderApp } from '../support/render';
import { fakeSession } from '../support/session';
import { fakeArticle, layoutParents } from './fixtures';
import { wizardApi } from './wizard-support';
import { FakeXhr, image, sentUpload, stored } from '../support/xhr';

layoutParents();

// jsdom measures no text: Quill scrolls the caret into view when it takes the focus.
if (!('getBoundingClientRect' in Range.prototype)) {
  Object.assign(Range.prototype, { getBoundingClientRect: () => new DOMRect(), getClientRects: () => [] });
}

/** jsdom has no image decoder nor canvas: these stand in, and record what was drawn and how it was encoded. */
function fakeCanvas(natural: { width: number; height: number }) {
  const drawn: { width: number; height: number; type?: string; quality?: unknown }[] = [];
  vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ ...natural, close: vi.fn() })));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: vi.fn() } as unknown as RenderingContext);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done: BlobCallback, type?: string, quality?: unknown) {
    drawn.push({ width: this.width, height: this.height, type, quality });
    done(new Blob([new Uint8Array(10)], { type }));
  });
  return drawn;
}

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('images pasted or dropped into the article body (§9: 320 x 320, quality 0.7)', () => {
  it('are redrawn within 320 x 320 keeping their proportions, at quality 0.7', async () => {
    const drawn = fakeCanvas({ width: 4000, height: 3000 });
    const result = await minifyImage(image('wide.jpg', 5000));
    expect(result.ok).toBe(true);
    expect(drawn).toEqual([{ width: 320, height: 240, type: 'image/jpeg', quality: 0.7 }]);
  });

  it('keep the size of a small image, and refuse what is not a JPEG or PNG', async () => {
    const drawn = fakeCanvas({ width: 200, height: 400 });
    await minifyImage(image('tall.png', 100, 'image/png'));
    expect(drawn).toEqual([{ width: 160, height: 320, type: 'image/png', quality: 0.7 }]);
    expect(await minifyImage(image('anim.gif', 10, 'image/gif'))).toEqual({ ok: false, reason: 'type' });
  });
});

describe("the article body's image button", () => {
  it('uploads the picked image as an embedded image, records it on the post and puts it in the body', async () => {
    const saved = fakeArticle({ status: 'OPEN', body: '<p>Isi.</p>' });
    const api = wizardApi({
      [`GET articles/${saved.articleId}`]: ok(saved),
      [`PATCH articles/${saved.articleId}`]: (call) => ok({ ...saved, ...(call.body as object) }),
      [`POST articles/image-blog/${saved.articleId}`]: ok({ fileId: 'file-emb', imageUrl: '/api/files/embedded0000000000000000' }),
    });
    renderApp(`/blog-posts/${saved.articleId}/edit`, { session: fakeSession(['admin_blog']) });
    await screen.findByLabelText('Title');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const body = await screen.findByRole('textbox', { name: 'Body' });
    expect(screen.getByRole('button', { name: 'Insert image' })).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('Image file'), image('denah.jpg'));
    const upload = await sentUpload();
    expect(upload.form.names).toEqual(['purpose', 'fileName', 'file']);
    expect(upload.form.fields).toEqual({ purpose: 'blogEmbeddedImage', fileName: 'denah.jpg' });
    upload.respond(200, stored('embedded0000000000000000', 'denah.jpg'));
    await waitFor(() => expect(api.callsTo('POST', `articles/image-blog/${saved.articleId}`)).toHaveLength(1));
    expect(api.callsTo('POST', `articles/image-blog/${saved.articleId}`)[0]?.body).toEqual({ fileKey: 'embedded0000000000000000' });
    expect(await screen.findByText(BLOG_MESSAGES.imageUploaded)).toBeInTheDocument();
    await waitFor(() => expect(body.querySelector('img')).toHaveAttribute('src', '/api/files/embedded0000000000000000'));

    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(api.callsTo('PATCH', `articles/${saved.articleId}`)).toHaveLength(2));
    expect((api.callsTo('PATCH', `articles/${saved.articleId}`)[1]?.body as { body: string }).body).toContain('<img src="/api/files/embedded0000000000000000">');
  });
});
