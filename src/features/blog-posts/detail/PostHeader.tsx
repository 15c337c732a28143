import { Link } from 'wouter';
import { BLOG_POSTS_PATH, editPostPath } from '../../../../domain/blog';
import type { Article } from '../../../../domain/entities/article';
import { StatusTag } from '../../../ui/StatusTag';
import { contentStatusTag, publicArticlePath } from '../post-display';
import { StatusActions } from './StatusActions';

/** Title, status tag, 'View Blog' (the public page, in a new tab), 'Edit Post' and the status moves (§2). */
export function PostHeader({ article }: { article: Article }) {
  return (
    <header>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href={BLOG_POSTS_PATH}>All Posts</Link> / Detail Post
      </nav>
      <div className="page-header">
        <h1 className="page-title">{article.title}</h1>
        <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', alignItems: 'center' }}>
          <StatusTag {...contentStatusTag(article.status)} />
          <a href={publicArticlePath(article.slug)} target="_blank" rel="noopener noreferrer" className="p-button p-component p-button-outlined">
            <i className="pi pi-external-link p-button-icon p-button-icon-left" aria-hidden="true" />
            <span className="p-button-label">View Blog</span>
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <Link href={editPostPath(article.articleId)} className="p-button p-component">
            <i className="pi pi-pencil p-button-icon p-button-icon-left" aria-hidden="true" />
            <span className="p-button-label">Edit Post</span>
          </Link>
          <StatusActions article={article} />
        </div>
      </div>
    </header>
  );
}
