import { decideStudent, type OpsStudent } from '@udian/contracts/endpoints/ops/groups/schools';
import { RejectWithReasonModal } from './reject-with-reason-modal';

type Props = {
  /** The pending student to turn down; null: the modal is closed. */
  student: OpsStudent | null;
  onClose: () => void;
};

const studentIdOf = ({ studentId }: OpsStudent) => ({ studentId });

/** 不通过: turns a pending student registration down with a reason (the contract asks for one); the guardian sees it. */
export const RejectStudentModal = ({ student, onClose }: Props) => (
  <RejectWithReasonModal
    endpoint={decideStudent}
    item={student}
    idOf={studentIdOf}
    title="不通过学生登记"
    describe={(s) => (
      <>
        {s.name}（{s.className}，学号 {s.studentNo}）登记乘坐 {s.line.lineCode} {s.line.lineName}，{s.board.name} 上车，{s.alight.name} 下车
      </>
    )}
    succeeded={({ student: decided }) => `已不通过 ${decided.name} 的登记`}
    formName="student-reject"
    reasonExtra="家长会在登记记录中看到原因"
    reasonPlaceholder="如：学号与姓名不符；该生不在本线路服务范围"
    onClose={onClose}
  />
);
