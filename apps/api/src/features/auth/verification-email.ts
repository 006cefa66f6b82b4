import type { MailMessage } from '../../mail/mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The e-mail sent after sign-up: plain text and HTML with the same single link. */
export function renderVerificationEmail(input: { to: string; name: string; link: string }): MailMessage {
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,';
  return {
    to: input.to,
    subject: 'Confirm your e-mail for Happenings',
    text: `${greeting}\n\nConfirm your e-mail address to finish setting up Happenings:\n\n${input.link}\n\nThe link works for 24 hours. If you did not sign up, ignore this e-mail.`,
    html: `<p>${escapeHtml(greeting)}</p><p>Confirm your e-mail address to finish setting up Happenings:</p><p><a href="${escapeHtml(input.link)}">Confirm my e-mail</a></p><p>The link works for 24 hours. If you did not sign up, ignore this e-mail.</p>`,
  };
}
