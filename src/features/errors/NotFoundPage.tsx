import { Link } from 'wouter';
import { MESSAGES } from '../../../domain/messages';

/** Any path the app does not know (§2). */
export default function NotFoundPage() {
  return (
    <section className="result-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="result-page__code">
        404
      </h1>
      <p className="result-page__text">{MESSAGES.notFoundPage}</p>
      <Link href="/" className="p-button p-component result-page__action">
        <span className="p-button-label">Back to Home</span>
      </Link>
    </section>
  );
}
