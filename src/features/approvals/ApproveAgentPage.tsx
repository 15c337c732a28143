import { ApprovalListPage } from './ApprovalListPage';

export default function ApproveAgentPage() {
  return <ApprovalListPage kind="agent" />;
}
