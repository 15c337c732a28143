import { useSelector } from '@xstate/react';
import { Steps } from 'primereact/steps';
import type { MenuItem, MenuItemOptions } from 'primereact/menuitem';
import { cloneElement, isValidElement, useEffect, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { BLOG_POSTS_PATH, CREATE_POST_PATH } from '../../../domain/blog';
import { wizardStep, type WizardStep } from '../../../machines/blog-wizard.machine';
import { useCurrentSession } from '../../app/session-context';
import { useBlogWizard } from './wizard/use-blog-wizard';
import { WizardFlow } from './wizard/WizardFlow';

const STEPS = [
  { key: 'detail', label: 'Detail Post' },
  { key: 'description', label: 'Description Post' },
] as const;

/** PrimeReact's own step, told to screen readers as the current one when it is. */
const markCurrent = (element: ReactNode, isCurrent: boolean) =>
  isValidElement<{ 'aria-current'?: 'step' }>(element) ? cloneElement(element, { 'aria-current': isCurrent ? 'step' : undefined }) : element;

/** Where the writer is: the wizard's buttons move between the steps (step 1 checks itself first), not the indicator. */
function StepList({ step }: { step: WizardStep }) {
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
 * one screen for the four (the route table keeps it mounted across them),
 * hosting one wizard flow. The step is the machine's: the screen shows the
 * step it is at and tells it where the address bar went.
 */
export default function PostWizardPage() {
  const [location] = useLocation();
  const { articleId = null } = useParams<{ articleId?: string }>();
  const session = useCurrentSession();
  const isNew = location.startsWith(CREATE_POST_PATH);
  const addressedStep: WizardStep = location.endsWith('/description-post') ? 'description' : 'detail';
  const { actor, uploadProgress } = useBlogWizard({ articleId, employeeId: session.employeeId });
  const step = useSelector(actor, wizardStep);

  useEffect(() => {
    actor.send({ type: 'location.changed', step: addressedStep, articleId });
  }, [actor, addressedStep, articleId]);

  return (
    <div className="page">
      <header>
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <Link href={BLOG_POSTS_PATH}>All Posts</Link> / {isNew ? 'Create Post' : 'Edit Post'}
        </nav>
        <h1 className="page-title">{isNew ? 'Create Post' : 'Edit Post'}</h1>
      </header>
      <StepList step={step} />
      <WizardFlow actor={actor} authorName={session.nickName} uploadProgress={uploadProgress} />
    </div>
  );
}
