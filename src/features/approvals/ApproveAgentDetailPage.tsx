import { ApprovalDetailPage } from './ApprovalDetailPage';

export default function ApproveAgentDetailPage() {
  return <ApprovalDetailPage kind="agent" />;
}
