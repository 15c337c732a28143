import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { QueryError, QueryPending } from '../../../ui/QueryState';
import { DescriptionPostForm } from './DescriptionPostForm';
import { DetailPostForm } from './DetailPostForm';
import type { BlogWizardActor } from './use-blog-wizard';

interface Props {
  actor: BlogWizardActor;
  authorName: string;
  uploadProgress: number | null;
}

/** The step the wizard's machine is at: the saved post loading, step 1, or step 2 with the body written so far. */
export function WizardFlow({ actor, authorName, uploadProgress }: Props) {
  const isLoadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const loadError = useSelector(actor, (s) => s.context.loadError);
  const isDetail = useSelector(actor, (s) => s.matches('detail'));
  const isDescription = useSelector(actor, (s) => s.matches('description'));
  const article = useSelector(actor, (s) => s.context.article);
  const articleId = useSelector(actor, (s) => s.context.articleId);
  // Per post, so 'Previous' and 'Next' again come back to what was written.
  const [bodies, setBodies] = useState<Record<string, string>>({});

  if (isLoadFailed) return <QueryError error={loadError} onRetry={() => actor.send({ type: 'load.retried' })} />;
  if (isDetail) {
    // Another post's step 1 is another form: its fields start from that post.
    return <DetailPostForm key={article?.articleId ?? 'new'} actor={actor} article={article} authorName={authorName} uploadProgress={uploadProgress} />;
  }
  if (isDescription && articleId) {
    return (
      <DescriptionPostForm
        actor={actor}
        articleId={articleId}
        initialBody={bodies[articleId] ?? article?.body ?? ''}
        onBodyChange={(html) => setBodies((all) => ({ ...all, [articleId]: html }))}
        onPrevious={() => actor.send({ type: 'previous.requested' })}
      />
    );
  }
  return <QueryPending label={isDescription ? 'Loading step' : 'Loading post'} />;
}
