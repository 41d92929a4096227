import { decideRideApplication, type OpsRideApplication } from '@udian/contracts/endpoints/ops/groups/applications';
import { RejectWithReasonModal } from './reject-with-reason-modal';

type Props = {
  /** The pending application to turn down; null: the modal is closed. */
  application: OpsRideApplication | null;
  onClose: () => void;
};

const applicationIdOf = ({ applicationId }: OpsRideApplication) => ({ applicationId });

/**
 * 不通过: turns a pending ride application down with a reason (the contract asks for one); the applicant is told
 * by SMS and sees the reason on their application.
 */
export const RejectApplicationModal = ({ application, onClose }: Props) => (
  <RejectWithReasonModal
    endpoint={decideRideApplication}
    item={application}
    idOf={applicationIdOf}
    title="不通过乘车申请"
    describe={(a) => (
      <>
        {a.name}（{a.phone}）申请乘坐 {a.line.lineCode} {a.line.lineName}
      </>
    )}
    succeeded={({ application: decided }) => `已不通过 ${decided.name} 的申请，已短信通知申请人`}
    formName="application-reject"
    reasonExtra="申请人会收到短信，并在申请记录中看到原因"
    reasonPlaceholder="如：非本单位员工；请先完成员工名单登记"
    onClose={onClose}
  />
);
