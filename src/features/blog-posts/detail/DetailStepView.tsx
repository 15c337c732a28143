import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Article } from '../../../../domain/entities/article';
import { categoryNames, formatDateTime, postDetailPath } from '../post-display';
import { FeatureImage } from './FeatureImage';

const dash = (v: string | null | undefined) => (v ? v : '-');

function Names({ names }: { names: string[] }) {
  if (names.length === 0) return <>-</>;
  return (
    <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

/** Step 'detail-post' of a post (§2): what step 1 of the wizard set, read-only. */
export function DetailStepView({ article }: { article: Article }) {
  const isScheduled = article.publishType === 'SCHEDULED';
  const fields: [string, ReactNode][] = [
    ['Post Title', article.title],
    ['Meta Description', dash(article.subtitle)],
    ['Categories', <Names names={categoryNames(article.categories)} />],
    ['Tags', <Names names={article.tags.map((t) => t.tag.tagName)} />],
    ['Images', <FeatureImage image={article.images[0]} />],
    [isScheduled ? 'Publish Scheduled At' : 'Publish At', formatDateTime(article.publicationAt)],
    ['Blog Admin', dash(article.user?.name)],
    ['Author/Editor Name', dash(article.authorName)],
  ];
  return (
    <section className="card" aria-labelledby="detail-post-title">
      <h2 id="detail-post-title" className="card-title">
        Detail Post
      </h2>
      <dl style={{ display: 'grid', gap: '0.75rem', margin: 0 }}>
        {fields.map(([label, value]) => (
          <div key={label} className="field-list__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="form-actions" style={{ display: 'flex', justifyContent: 'flex-end', marginTop: '1rem' }}>
        <Link href={postDetailPath(article.articleId, 'description-post')} className="p-button p-component">
          <span className="p-button-label">Next</span>
        </Link>
      </div>
    </section>
  );
}
