/**
 * The moderator's controls on a case, each a confirmed form (confirmed-action-form.tsx): what can be done to the
 * item from where it stands (hide or remove one in view, restore or remove a hidden one; removing is final),
 * dismissing the open reports, and the sanctions on its author. Reasons are shown to the author as written.
 */
import type { ModerationState, ReportSubjectType } from '@happenings/domain/moderation';
import styles from '@/features/back-office/back-office.module.css';
import { ConfirmedActionForm } from './confirmed-action-form';
import { dismissCase, moderateItem, sanctionAuthor } from './moderation.actions';
import own from './moderation-admin.module.css';

export interface CaseActionsProps {
  caseId: string;
  subjectType: ReportSubjectType;
  subjectId: string;
  /** 'comment', 'event', 'profile'. */
  kind: string;
  moderation: ModerationState | null;
  isOpen: boolean;
  /** False once its author deleted it: nothing is left to hide. */
  exists: boolean;
  author: { id: string | null; name: string };
}

const REASON_HINT = 'Required, up to 500 characters. The author reads it; the audit log keeps it.';

export function CaseActions({
  caseId,
  subjectType,
  subjectId,
  kind,
  moderation,
  isOpen,
  exists,
  author,
}: CaseActionsProps) {
  const item = { caseId, subjectType, subjectId };
  return (
    <>
      {moderation === 'REMOVED' ? (
        <>
          <p className={styles.hint}>Removed: final, for everyone, its author included.</p>
          <hr className={styles.divider} />
        </>
      ) : exists ? (
        <section aria-labelledby="item-actions-title">
          <h3 id="item-actions-title" className={styles.subTitle}>
            The {kind}
          </h3>
          <div className={own.actionGroup}>
            {moderation === null ? (
              <ConfirmedActionForm
                action={moderateItem}
                fields={{ ...item, action: 'hide' }}
                submitLabel={`Hide this ${kind}`}
                confirmTitle={`Hide this ${kind}?`}
                confirmBody="Nobody but its author will see it; they read your reason. You can restore it later."
                reasonLabel="Reason for hiding"
                reasonHint={REASON_HINT}
                isReasonRequired
              />
            ) : (
              <ConfirmedActionForm
                action={moderateItem}
                fields={{ ...item, action: 'restore' }}
                submitLabel={`Restore this ${kind}`}
                confirmTitle={`Restore this ${kind}?`}
                confirmBody="Everyone will see it again, and the reports are resolved."
                reasonLabel="Reason for restoring"
                reasonHint={REASON_HINT}
                isReasonRequired
              />
            )}
            <ConfirmedActionForm
              action={moderateItem}
              fields={{ ...item, action: 'remove' }}
              submitLabel={`Remove this ${kind}`}
              confirmTitle={`Remove this ${kind}?`}
              confirmBody="It goes for everyone, its author included, who is told your reason. This is final: it cannot be restored."
              reasonLabel="Reason for removing"
              reasonHint={REASON_HINT}
              isReasonRequired
              isDanger
            />
          </div>
          <hr className={styles.divider} />
        </section>
      ) : null}
      {isOpen ? (
        <section aria-labelledby="dismiss-title">
          <h3 id="dismiss-title" className={styles.subTitle}>
            The reports
          </h3>
          <div className={own.actionGroup}>
            <ConfirmedActionForm
              action={dismissCase}
              fields={{ caseId }}
              submitLabel="Dismiss the reports"
              confirmTitle="Dismiss the reports?"
              confirmBody={`The case closes and the ${kind} stays as it is${moderation ? ' (still hidden: restore it to show it again)' : ''}.`}
              reasonLabel="Note (optional)"
              reasonHint="For the other moderators, up to 500 characters."
              isReasonRequired={false}
            />
          </div>
          <hr className={styles.divider} />
        </section>
      ) : null}
      {author.id ? (
        <section aria-labelledby="author-actions-title">
          <h3 id="author-actions-title" className={styles.subTitle}>
            {subjectType === 'user' ? 'The account' : `Its author, ${author.name}`}
          </h3>
          <div className={own.actionGroup}>
            <ConfirmedActionForm
              action={sanctionAuthor}
              fields={{ caseId, userId: author.id, action: 'warn' }}
              submitLabel="Warn"
              confirmTitle={`Warn ${author.name}?`}
              confirmBody="They are told your reason; nothing else changes."
              reasonLabel="Warning"
              reasonHint={REASON_HINT}
              isReasonRequired
            />
            <ConfirmedActionForm
              action={sanctionAuthor}
              fields={{ caseId, userId: author.id, action: 'suspend' }}
              submitLabel="Suspend"
              confirmTitle={`Suspend ${author.name}?`}
              confirmBody="They are signed out everywhere and cannot sign in until the day you chose; their content is hidden meanwhile."
              reasonLabel="Reason for the suspension"
              reasonHint={REASON_HINT}
              isReasonRequired
              until="required"
              isDanger
            />
            <ConfirmedActionForm
              action={sanctionAuthor}
              fields={{ caseId, userId: author.id, action: 'ban' }}
              submitLabel="Ban"
              confirmTitle={`Ban ${author.name}?`}
              confirmBody="They are signed out everywhere, their content is hidden, and their e-mail and phone cannot sign up again."
              reasonLabel="Reason for the ban"
              reasonHint={REASON_HINT}
              isReasonRequired
              until="optional"
              isDanger
            />
            <ConfirmedActionForm
              action={sanctionAuthor}
              fields={{ caseId, userId: author.id, action: 'unban' }}
              submitLabel="Lift a suspension or ban"
              confirmTitle={`Lift ${author.name}'s suspension or ban?`}
              confirmBody="They may sign in again at once, and their content shows again."
              reasonLabel="Why it is lifted (optional)"
              reasonHint="For the audit log, up to 500 characters."
              isReasonRequired={false}
            />
          </div>
        </section>
      ) : null}
    </>
  );
}
