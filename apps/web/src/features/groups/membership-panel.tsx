import { maskPhone } from '@udian/contracts/masking';
import { EMAIL_CODE_TTL_MINUTES, EMAIL_RESEND_SECONDS, type GroupMembership, type GroupSummary, type MembershipMethod } from '@udian/contracts/schemas/groups';
import { useId, useState } from 'react';
import { goToLogin } from '../../api/auth-failures';
import { ApiFailure } from '../../api/query-result';
import { CodeField } from '../../components/send-code-button';
import { confirm } from '../../app/dialogs';
import { OFFLINE_TEXT, toast } from '../../app/toast';
import { useSecondsCountdown } from '../../lib/use-seconds-countdown';
import { useJoinGroupByInvite, useLeaveGroup, useSendGroupEmailCode, useVerifyGroupEmail, useVerifyGroupPhone } from './api/membership';
import { completeEmail, domainHint, isLeavable, isOfDomains, membershipText } from './group-text';
import styles from './groups.module.css';

/** The server's words for a refusal (its envelope's desc), else that the connection dropped. */
const refusalOf = (error: unknown): string => (error instanceof ApiFailure && !error.isTransport ? error.message : OFFLINE_TEXT);

const Refusal = ({ text }: { text: string | null }) =>
  text ? (
    <p className={styles.refusal} role="alert">
      {text}
    </p>
  ) : null;

const onVerified = () => toast.success('认证成功，可购买企业线路');

/** 员工手机号: one tap checks the logged-in phone against the enterprise's staff list. */
const StaffPhoneProof = ({ groupId, phone }: { groupId: string; phone: string }) => {
  const verify = useVerifyGroupPhone();
  const [refusal, setRefusal] = useState<string | null>(null);
  const onVerify = () => {
    if (verify.isPending) return;
    setRefusal(null);
    verify.mutate(groupId, { onSuccess: onVerified, onError: (error) => setRefusal(refusalOf(error)) });
  };
  return (
    <div className={styles.proof}>
      <p className={styles.proofText}>
        使用当前登录的手机号 <strong className={styles.phone}>{maskPhone(phone)}</strong> 核验是否在企业员工名单中。
      </p>
      <button type="button" className={styles.primary} onClick={onVerify} disabled={verify.isPending}>
        {verify.isPending ? '正在核验…' : '验证手机号'}
      </button>
      <Refusal text={refusal} />
    </div>
  );
};

/**
 * 企业邮箱: an address of one of the enterprise's domains (a bare name gets the only domain), 获取验证码 with
 * its 60 s resend countdown, the six-digit code, 验证. The server keeps the rules (domain, resend wait,
 * five wrong codes lock the address for an hour); its refusals show here in its words.
 */
const EmailProof = ({ groupId, domains }: { groupId: string; domains: readonly string[] }) => {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const countdown = useSecondsCountdown(EMAIL_RESEND_SECONDS);
  const send = useSendGroupEmailCode();
  const verify = useVerifyGroupEmail();
  const email = completeEmail(typed, domains);
  const hint = domainHint(domains);

  const checkEmail = (): boolean => {
    const found = email === '' ? '请输入企业邮箱' : isOfDomains(email, domains) ? null : `请使用以 ${hint} 结尾的企业邮箱`;
    setProblem(found);
    return found === null;
  };

  const onSend = () => {
    if (!checkEmail() || countdown.isRunning || send.isPending) return;
    send.mutate(
      { groupId, email },
      {
        onSuccess: (sent) => {
          setSentTo(sent.email);
          countdown.start();
          toast.success('验证码已发送，请查收邮件');
        },
        onError: (error) => setProblem(refusalOf(error)),
      },
    );
  };

  const onVerify = () => {
    if (!checkEmail() || verify.isPending) return;
    if (!/^\d{6}$/.test(code)) {
      setProblem('请输入 6 位数字验证码');
      return;
    }
    verify.mutate({ groupId, email, code }, { onSuccess: onVerified, onError: (error) => setProblem(refusalOf(error)) });
  };

  return (
    <div className={styles.proof}>
      <label className={styles.field} htmlFor={`${id}-email`}>
        <span className={styles.fieldLabel}>邮箱</span>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={domains.length === 1 ? '邮箱前缀或完整邮箱地址' : '完整的企业邮箱地址'}
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value.replace(/\s/g, ''))}
        />
      </label>
      <p className={styles.fieldNote}>
        请使用以{' '}
        <span className={styles.domain} translate="no">
          {hint}
        </span>{' '}
        结尾的企业邮箱
        {email && email !== typed.trim().toLowerCase() ? (
          <>
            ，将发送至 <span translate="no">{email}</span>
          </>
        ) : null}
      </p>
      <CodeField
        id={`${id}-code`}
        value={code}
        onChange={setCode}
        placeholder="6 位验证码"
        classNames={{ field: styles.field, label: styles.fieldLabel, input: styles.input }}
        countdown={countdown}
        hasSent={sentTo !== null}
        isSending={send.isPending}
        onSend={onSend}
      />
      {sentTo ? (
        <p className={styles.fieldNote} role="status">
          验证码已发送至 <span translate="no">{sentTo}</span>，{EMAIL_CODE_TTL_MINUTES} 分钟内有效
        </p>
      ) : null}
      <button type="button" className={styles.primary} onClick={onVerify} disabled={verify.isPending}>
        {verify.isPending ? '正在验证…' : '验证'}
      </button>
      <Refusal text={problem} />
    </div>
  );
};

/** 邀请码: the code the enterprise hands out to its people. */
const InviteProof = ({ groupId }: { groupId: string }) => {
  const id = useId();
  const [inviteCode, setInviteCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const join = useJoinGroupByInvite();
  const onJoin = () => {
    if (join.isPending) return;
    if (!/^[A-Z0-9]{6,12}$/.test(inviteCode)) {
      setProblem('邀请码为 6–12 位字母或数字');
      return;
    }
    setProblem(null);
    join.mutate({ groupId, inviteCode }, { onSuccess: onVerified, onError: (error) => setProblem(refusalOf(error)) });
  };
  return (
    <div className={styles.proof}>
      <label className={styles.field} htmlFor={`${id}-invite`}>
        <span className={styles.fieldLabel}>邀请码</span>
        <input
          id={`${id}-invite`}
          className={styles.input}
          type="text"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder="请输入企业邀请码"
          value={inviteCode}
          maxLength={12}
          onChange={(event) => setInviteCode(event.target.value.replace(/[^0-9a-z]/gi, '').toUpperCase())}
        />
      </label>
      <p className={styles.fieldNote}>邀请码可向企业行政或单位管理员索取</p>
      <button type="button" className={styles.primary} onClick={onJoin} disabled={join.isPending}>
        {join.isPending ? '正在验证…' : '加入企业'}
      </button>
      <Refusal text={problem} />
    </div>
  );
};

const methodTabs: ReadonlyArray<{ method: MembershipMethod; label: string }> = [
  { method: 'staffPhone', label: '员工手机号' },
  { method: 'email', label: '企业邮箱' },
  { method: 'inviteCode', label: '邀请码' },
];

/** The ways this enterprise offers: the staff list always; e-mail when it has domains; its invite code when it has one. */
const offeredMethods = (group: Pick<GroupSummary, 'emailDomains' | 'hasInviteCode'>): MembershipMethod[] =>
  methodTabs
    .map((tab) => tab.method)
    .filter((method) => (method === 'email' ? group.emailDomains.length > 0 : method === 'inviteCode' ? group.hasInviteCode : true));

/** 企业认证 for a logged-in passenger who is not a member: the ways as tabs, each with its own form. */
const ProveMembership = ({ group, phone }: { group: GroupSummary; phone: string }) => {
  const id = useId();
  const offered = offeredMethods(group);
  const [method, setMethod] = useState<MembershipMethod>(offered[0] ?? 'staffPhone');
  const tabs = methodTabs.filter((tab) => offered.includes(tab.method));
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid="membership-proof">
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        企业认证
      </h2>
      <p className={styles.cardNote}>认证为{group.name}员工后，即可购买企业线路</p>
      <div className={styles.methods} role="tablist" aria-label="认证方式">
        {tabs.map((tab) => (
          <button
            key={tab.method}
            type="button"
            role="tab"
            id={`${id}-${tab.method}`}
            aria-selected={tab.method === method}
            aria-controls={`${id}-panel`}
            className={`${styles.method} ${tab.method === method ? styles.methodActive : ''}`}
            onClick={() => setMethod(tab.method)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${method}`}>
        {method === 'staffPhone' ? (
          <StaffPhoneProof groupId={group.groupId} phone={phone} />
        ) : method === 'email' ? (
          <EmailProof groupId={group.groupId} domains={group.emailDomains} />
        ) : (
          <InviteProof groupId={group.groupId} />
        )}
      </div>
    </section>
  );
};

/** 已认证 with how and when; 退出企业 for a membership the passenger proved by e-mail or invite code. */
const MemberState = ({ group, membership }: { group: GroupSummary; membership: GroupMembership }) => {
  const leave = useLeaveGroup();
  const [refusal, setRefusal] = useState<string | null>(null);
  const onLeave = async () => {
    const isSure = await confirm('退出企业', `退出后将不能再购买${group.name}的企业线路，已购车票不受影响。确定退出吗？`, '退出');
    if (!isSure) return;
    setRefusal(null);
    await leave.mutateAsync(group.groupId).then(
      () => toast.success('已退出企业'),
      (error: unknown) => setRefusal(refusalOf(error)),
    );
  };
  return (
    <section className={`${styles.card} ${styles.memberCard}`} aria-label="我的认证" data-testid="membership">
      <p className={styles.memberState} translate="no">
        {membershipText(membership)}
      </p>
      {membership.method === 'staffPhone' ? <p className={styles.cardNote}>您的手机号在员工名单中；如已离职，请联系单位管理员移出名单。</p> : null}
      {isLeavable(membership.method) ? (
        <button type="button" className={styles.quietButton} onClick={() => void onLeave()} disabled={leave.isPending}>
          {leave.isPending ? '正在退出…' : '退出企业'}
        </button>
      ) : null}
      <Refusal text={refusal} />
    </section>
  );
};

type MembershipPanelProps = { group: GroupSummary; membership: GroupMembership | null; phone: string | null };

/**
 * The passenger and this enterprise (decision 048): a member sees their membership; a non-member proves it
 * (员工手机号, 企业邮箱, 邀请码); a visitor is asked to log in first.
 */
export const MembershipPanel = ({ group, membership, phone }: MembershipPanelProps) => {
  if (membership) return <MemberState group={group} membership={membership} />;
  if (phone === null) {
    return (
      <section className={styles.card} aria-label="企业认证">
        <h2 className={styles.cardTitle}>企业认证</h2>
        <p className={styles.cardNote}>登录后认证{group.name}员工身份，即可购买企业线路</p>
        <button type="button" className={styles.primary} onClick={() => goToLogin()}>
          登录后认证
        </button>
      </section>
    );
  }
  return <ProveMembership group={group} phone={phone} />;
};
