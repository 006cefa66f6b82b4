import type { MailMessage } from '../../mail/mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The double opt-in e-mail: the link to confirm, and the unsubscribe link that every later issue carries too. */
export function renderNewsletterConfirmationEmail(input: {
  to: string;
  /** 'the Boston newsletter' or 'the Happenings newsletter'. */
  newsletterName: string;
  confirmLink: string;
  unsubscribeLink: string;
  /** The page to choose the cities or leave them all, without signing in (issue 27). */
  manageLink?: string;
}): MailMessage {
  const { newsletterName, confirmLink, unsubscribeLink, manageLink } = input;
  return {
    to: input.to,
    subject: `Confirm your subscription to ${newsletterName}`,
    text: [
      `Someone, hopefully you, asked to receive ${newsletterName} at this address.`,
      '',
      `Confirm your subscription here (the link works for 7 days):`,
      confirmLink,
      '',
      'If it was not you, ignore this e-mail: nothing is sent to this address unless it is confirmed.',
      '',
      `Changed your mind later? Unsubscribe at any time: ${unsubscribeLink}`,
      ...(manageLink ? ['', `Choose your cities: ${manageLink}`] : []),
    ].join('\n'),
    html: [
      `<p>Someone, hopefully you, asked to receive ${escapeHtml(newsletterName)} at this address.</p>`,
      `<p><a href="${escapeHtml(confirmLink)}">Confirm my subscription</a> (the link works for 7 days).</p>`,
      '<p>If it was not you, ignore this e-mail: nothing is sent to this address unless it is confirmed.</p>',
      `<p>Changed your mind later? <a href="${escapeHtml(unsubscribeLink)}">Unsubscribe</a> at any time.</p>`,
      manageLink ? `<p><a href="${escapeHtml(manageLink)}">Choose your cities</a></p>` : '',
    ].join(''),
  };
}
