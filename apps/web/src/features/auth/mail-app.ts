/**
 * "Open your e-mail app": the web inbox of well-known providers, from the address's domain.
 */
const WEB_INBOXES: Record<string, { name: string; url: string }> = {
  'gmail.com': { name: 'Gmail', url: 'https://mail.google.com/mail/u/0/#inbox' },
  'googlemail.com': { name: 'Gmail', url: 'https://mail.google.com/mail/u/0/#inbox' },
  'outlook.com': { name: 'Outlook', url: 'https://outlook.live.com/mail/0/inbox' },
  'hotmail.com': { name: 'Outlook', url: 'https://outlook.live.com/mail/0/inbox' },
  'live.com': { name: 'Outlook', url: 'https://outlook.live.com/mail/0/inbox' },
  'yahoo.com': { name: 'Yahoo Mail', url: 'https://mail.yahoo.com/' },
  'icloud.com': { name: 'iCloud Mail', url: 'https://www.icloud.com/mail' },
  'me.com': { name: 'iCloud Mail', url: 'https://www.icloud.com/mail' },
  'proton.me': { name: 'Proton Mail', url: 'https://mail.proton.me/' },
  'protonmail.com': { name: 'Proton Mail', url: 'https://mail.proton.me/' },
};

export function findWebInbox(email: string): { name: string; url: string } | null {
  const domain = email.split('@')[1]?.trim().toLowerCase() ?? '';
  return WEB_INBOXES[domain] ?? null;
}
