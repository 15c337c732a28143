import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { editPostPath } from '../../../../domain/blog';
import type { Article } from '../../../../domain/entities/article';
import { QueryPending } from '../../../ui/QueryState';
import { DescriptionPostForm } from './DescriptionPostForm';
import { DetailPostForm } from './DetailPostForm';
import { useBlogWizard } from './use-blog-wizard';

export interface WizardRoute {
  step: 'detail' | 'description';
  articleId: string | undefined;
}

interface Props {
  route: WizardRoute;
  /** The saved post the flow starts from; null for a new one. */
  article: Article | null;
  employeeId: string;
  authorName: string;
  /** What step 2 shows: the body written so far, else the saved one. */
  bodyOf: (articleId: string) => string;
  onBodyChange: (articleId: string, html: string) => void;
  /** The URL left the flow behind (Previous, Back, another post): start a new one from the saved post. */
  onRestart: () => void;
}

/**
 * One run of the blog wizard, shown at the step its URL names. The machine
 * reaches step 2 only through step 1, so step 2's URL opened afresh (a
 * reload) lands on step 1 of the saved post; a move back to step 1 starts a
 * new run from what is saved.
 */
export function WizardFlow({ route, article, employeeId, authorName, bodyOf, onBodyChange, onRestart }: Props) {
  const { actor, uploadProgress } = useBlogWizard({ article, employeeId });
  const [, navigate] = useLocation();
  const isDescription = useSelector(actor, (s) => s.matches('description'));
  const articleId = useSelector(actor, (s) => s.context.articleId);

  useEffect(() => {
    const snapshot = actor.getSnapshot();
    if (snapshot.status !== 'active') return;
    const isEditing = snapshot.matches({ detail: { form: 'editing' } });
    if (route.step === 'description' && !snapshot.matches('description') && route.articleId) {
      navigate(editPostPath(route.articleId), { replace: true });
    } else if (route.step === 'detail' && (snapshot.matches('description') || (isEditing && snapshot.context.articleId !== (route.articleId ?? null)))) {
      onRestart();
    }
  }, [actor, route.step, route.articleId, isDescription, navigate, onRestart]);

  if (route.step === 'detail' && !isDescription) {
    return <DetailPostForm actor={actor} article={article} authorName={authorName} uploadProgress={uploadProgress} />;
  }
  if (route.step === 'description' && isDescription && articleId) {
    return (
      <DescriptionPostForm
        actor={actor}
        articleId={articleId}
        initialBody={bodyOf(articleId)}
        onBodyChange={(html) => onBodyChange(articleId, html)}
        onPrevious={() => navigate(editPostPath(articleId))}
      />
    );
  }
  return <QueryPending label="Loading step" />;
}
