import type { CSSProperties } from 'react';
import { useParams } from 'wouter';
import type { PublicArticle } from '../../../domain/entities/article';
import { formatDate } from '../../../domain/format';
import { ApiError } from '../../api/http';
import { usePublicArticle } from '../../api/articles/get-public-article';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { SafeHtml } from '../../ui/SafeHtml';

export const ARTICLE_NOT_AVAILABLE = 'This article is not available';

// The page stands alone (no shell): a few layout rules inline.
const PAGE: CSSProperties = { maxWidth: '48rem', margin: '0 auto', padding: '1.5rem', display: 'grid', gap: '1.25rem' };
const IMAGE: CSSProperties = { width: '100%', maxHeight: '28rem', objectFit: 'cover', borderRadius: 10, display: 'block' };
const CHIPS: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.5rem', listStyle: 'none', padding: 0, margin: 0 };
const CHIP: CSSProperties = { background: '#eef2ff', color: '#1e3a8a', borderRadius: 12, padding: '0.15rem 0.6rem' };

function Chips({ label, names }: { label: string; names: string[] }) {
  if (names.length === 0) return null;
  return (
    <ul aria-label={label} style={CHIPS}>
      {names.map((name) => (
        <li key={name} style={CHIP}>
          {name}
        </li>
      ))}
    </ul>
  );
}

function ArticleView({ article }: { article: PublicArticle }) {
  const image = article.images[0];
  const categories = article.categories.map((c) => c.category.categoryName);
  const byline = [article.authorName, article.publicationAt ? formatDate(article.publicationAt) : null].filter(Boolean).join(' · ');
  return (
    <article style={{ display: 'grid', gap: '1.25rem' }}>
      <header style={{ display: 'grid', gap: '0.5rem' }}>
        <Chips label="Categories" names={categories} />
        <h1 className="page-title">{article.title}</h1>
        {article.subtitle && <p style={{ fontSize: '1.15rem', margin: 0 }}>{article.subtitle}</p>}
        {byline && <p style={{ margin: 0, color: '#4b5563' }}>{byline}</p>}
      </header>
      {image && (
        <figure style={{ margin: 0 }}>
          <img src={image.imageUrl} alt={image.metadata.altText || image.metadata.imageName} style={IMAGE} />
          {image.metadata.captionImage && <figcaption style={{ color: '#4b5563' }}>{image.metadata.captionImage}</figcaption>}
        </figure>
      )}
      <SafeHtml html={article.body ?? ''} className="post-body" />
      <footer>
        <Chips label="Tags" names={article.tags.map((t) => t.tag.tagName)} />
      </footer>
    </article>
  );
}

/** A post that is not published (or does not exist) answers 404: the reader sees the same friendly page for both. */
const isGone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);

function NotAvailable() {
  return (
    <section aria-labelledby="article-gone">
      <h1 id="article-gone" className="page-title">
        {ARTICLE_NOT_AVAILABLE}
      </h1>
      <p>It may not be published yet, or it has been taken down.</p>
    </section>
  );
}

/** /article/{slug}: the public read-only post behind 'View Blog' (§2), without login or shell. */
export default function PublicArticlePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const query = usePublicArticle(slug);
  const content = () => {
    if (query.isPending) return <QueryPending label="Loading article" />;
    if (query.isError) return isGone(query.error) ? <NotAvailable /> : <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    return <ArticleView article={query.data} />;
  };
  return <main style={PAGE}>{content()}</main>;
}
