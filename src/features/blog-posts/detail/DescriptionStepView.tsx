import { Link } from 'wouter';
import type { Article } from '../../../../domain/entities/article';
import { SafeHtml } from '../../../ui/SafeHtml';
import { postDetailPath } from '../post-display';

/** Step 'description-post' of a post (§2): its body, cleaned before it is shown. */
export function DescriptionStepView({ article }: { article: Article }) {
  return (
    <section className="card" aria-labelledby="description-post-title">
      <h2 id="description-post-title" className="card-title">
        Description Post
      </h2>
      {article.body ? <SafeHtml html={article.body} className="post-body" /> : <p>-</p>}
      <div className="form-actions" style={{ display: 'flex', marginTop: '1rem' }}>
        <Link href={postDetailPath(article.articleId)} className="p-button p-component p-button-outlined">
          <span className="p-button-label">Previous</span>
        </Link>
      </div>
    </section>
  );
}
