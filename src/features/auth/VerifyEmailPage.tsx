import { Link, useParams } from 'wouter';
import { errorMessage } from '../../../domain/errors';
import { MESSAGES } from '../../../domain/messages';
import { useVerifyEmail } from '../../api/auth/verify-email';
import { QueryPending } from '../../ui/QueryState';

function VerifyResult({ sessionId }: { sessionId: string }) {
  const verify = useVerifyEmail(sessionId);
  if (verify.isPending) return <QueryPending label="Verifying your email" />;
  if (verify.isError) {
    return (
      <p className="form-alert" role="alert">
        {errorMessage(verify.error)}
      </p>
    );
  }
  return (
    <p className="form-success" role="status">
      {MESSAGES.emailVerified}
    </p>
  );
}

/** /verify-email/{sessionId}: confirms the address from the mailed link and says how it went. */
export default function VerifyEmailPage() {
  const { sessionId = '' } = useParams<{ sessionId: string }>();
  return (
    <>
      <h1 className="public-title">Verify email</h1>
      <VerifyResult sessionId={sessionId} />
      <p className="public-links">
        <Link href="/">Go to the back office</Link>
      </p>
    </>
  );
}
