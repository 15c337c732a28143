import { Steps } from 'primereact/steps';
import type { MenuItem, MenuItemOptions } from 'primereact/menuitem';
import { cloneElement, isValidElement, useCallback, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { BLOG_POSTS_PATH, CREATE_POST_PATH } from '../../../domain/blog';
import type { Article } from '../../../domain/entities/article';
import { useArticle } from '../../api/articles/get-article';
import { useCurrentSession } from '../../app/session-context';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { WizardFlow, type WizardRoute } from './wizard/WizardFlow';

/** Which run of the flow is on screen, and the post it started from. */
interface Run {
  run: number;
  article: Article | null;
}

const STEPS = [
  { key: 'detail', label: 'Detail Post' },
  { key: 'description', label: 'Description Post' },
] as const;

/** PrimeReact's own step, told to screen readers as the current one when it is. */
const markCurrent = (element: ReactNode, isCurrent: boolean) =>
  isValidElement<{ 'aria-current'?: 'step' }>(element) ? cloneElement(element, { 'aria-current': isCurrent ? 'step' : undefined }) : element;

/** Where the writer is: the wizard's buttons move between the steps (step 1 checks itself first), not the indicator. */
function StepList({ step }: { step: WizardRoute['step'] }) {
  const current = STEPS.findIndex((s) => s.key === step);
  return (
    <Steps
      model={STEPS.map((s, i) => ({ label: s.label, template: (_item: MenuItem, options: MenuItemOptions) => markCurrent(options.element, i === current) }))}
      activeIndex={current}
      readOnly
      aria-label="Steps"
    />
  );
}

/**
 * /blog-posts/create, /blog-posts/create/{articleId}/description-post,
 * /blog-posts/{articleId}/edit and /blog-posts/{articleId}/edit/description-post:
 * one screen for the four (the route table keeps it mounted across them), so
 * the wizard's run survives its move from step 1 to step 2.
 */
export default function PostWizardPage() {
  const [location] = useLocation();
  const { articleId } = useParams<{ articleId?: string }>();
  const session = useCurrentSession();
  const isNew = location.startsWith(CREATE_POST_PATH);
  const route: WizardRoute = { step: location.endsWith('/description-post') ? 'description' : 'detail', articleId };
  const isBlankStart = isNew && route.step === 'detail';
  const article = useArticle(articleId);
  const [wanted, setWanted] = useState(1);
  const [current, setCurrent] = useState<Run | null>(null);
  const [bodies, setBodies] = useState<Record<string, string>>({});

  // A run starts once what it starts from is known: nothing for a new post, the saved post otherwise.
  const canStart = isBlankStart || (article.isSuccess && !article.isFetching);
  if (current?.run !== wanted && canStart) setCurrent({ run: wanted, article: isBlankStart ? null : article.data ?? null });

  const restart = useCallback(() => setWanted((n) => n + 1), []);
  const saveBody = useCallback((id: string, html: string) => setBodies((all) => ({ ...all, [id]: html })), []);
  const bodyOf = (id: string) => bodies[id] ?? current?.article?.body ?? '';

  const content = () => {
    if (current?.run === wanted) {
      return (
        <WizardFlow
          key={current.run}
          route={route}
          article={current.article}
          employeeId={session.employeeId}
          authorName={session.nickName}
          bodyOf={bodyOf}
          onBodyChange={saveBody}
          onRestart={restart}
        />
      );
    }
    if (article.isError) return <QueryError error={article.error} onRetry={() => void article.refetch()} />;
    return <QueryPending label="Loading post" />;
  };

  return (
    <div className="page">
      <header>
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <Link href={BLOG_POSTS_PATH}>All Posts</Link> / {isNew ? 'Create Post' : 'Edit Post'}
        </nav>
        <h1 className="page-title">{isNew ? 'Create Post' : 'Edit Post'}</h1>
      </header>
      <StepList step={route.step} />
      {content()}
    </div>
  );
}
