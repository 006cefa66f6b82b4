/**
 * The newsletter issue as an e-mail (issue 27): subject, an HTML part written in MJML (whose output is built for
 * the major clients, Outlook's Word engine included: tables, conditional comments, inlined widths) and a plain-text
 * part with the same content, for clients and filters that read only text.
 *
 * Pure apart from MJML: it reads no database and sends nothing. The sender (the batch jobs) calls it once per
 * recipient with their personal part and unsubscribe link, and adds the headers (Message-ID, List-Unsubscribe...).
 * MJML's compilation is the costly step, so an issue is compiled once per distinct personal part (most recipients
 * have none) and the recipient's links are put in afterwards.
 */
import mjml2html from 'mjml';

export interface NewsletterEmailItem {
  title: string;
  /** A line or two under the title; '' for none. */
  summary: string;
  /** The product's schedule text ('Sat, Dec 05 at 8:00 PM'); '' for none (collections, roundups, places). */
  scheduleText: string;
  /** Absolute address of the item's page, without campaign parameters (the renderer adds them). */
  url: string;
  imageUrl: string | null;
  imageAlt: string;
  /** A short line about why it is here ('3 people you follow are interested'); optional. */
  note?: string;
}

export interface NewsletterEmailSection {
  /** 'this-weekend', 'editor-picks', ... ; used as utm_content. */
  key: string;
  title: string;
  items: NewsletterEmailItem[];
}

export interface NewsletterEmailIssue {
  id: string;
  locationSlug: string;
  locationName: string;
  /** The local date it goes out on, 'YYYY-MM-DD'. */
  issueDate: string;
  subject: string;
  /** Plain text; blank lines split paragraphs. */
  intro: string;
  /** The website's origin, 'https://happenings.example'. */
  siteUrl: string;
  /** The issue's public page (/{location}/newsletter/{date}). */
  archiveUrl: string;
  sections: NewsletterEmailSection[];
}

/** What one subscriber with an account gets besides the location's issue. */
export interface NewsletterEmailPersonalPart {
  friendsInterested: NewsletterEmailItem[];
  forYou: NewsletterEmailItem[];
}

export interface NewsletterEmailRecipient {
  personal?: NewsletterEmailPersonalPart | null;
  /** The recipient's one-click unsubscribe page (https); without it (previews, test sends) the sign-up page. */
  unsubscribeUrl?: string;
  /** Where they manage their subscriptions (/account/edit for an account); optional. */
  manageUrl?: string;
}

export interface RenderedNewsletterIssue {
  subject: string;
  html: string;
  text: string;
}

const BRAND = '#5618F7';
const INK = '#1b1530';
const MUTED = '#5b5670';
const FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif";
// Placeholders for the recipient's links in a compiled issue: valid URLs, so MJML passes them through untouched.
const UNSUBSCRIBE_SLOT = 'https://unsubscribe.slot.invalid/';
const MANAGE_SLOT = 'https://manage.slot.invalid/';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The item's address with the campaign parameters of the issue and section (utm_*), for the site's analytics. */
export function withCampaign(url: string, issue: NewsletterEmailIssue, section: string): string {
  const address = new URL(url);
  address.searchParams.set('utm_source', 'newsletter');
  address.searchParams.set('utm_medium', 'email');
  address.searchParams.set('utm_campaign', `newsletter-${issue.locationSlug}-${issue.issueDate}`);
  address.searchParams.set('utm_content', section);
  return address.toString();
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

function personalSections(
  personal: NewsletterEmailPersonalPart | null | undefined,
): NewsletterEmailSection[] {
  if (!personal) return [];
  return [
    { key: 'friends-interested', title: 'Your friends are interested', items: personal.friendsInterested },
    { key: 'for-you', title: 'Picked for you', items: personal.forYou },
  ].filter((section) => section.items.length > 0);
}

function itemMjml(item: NewsletterEmailItem, href: string): string {
  const link = escapeHtml(href);
  const image = item.imageUrl
    ? `<mj-image src="${escapeHtml(item.imageUrl)}" alt="${escapeHtml(item.imageAlt || item.title)}" href="${link}" width="552px" border-radius="8px" padding="0 0 12px 0" />`
    : '';
  const lines = [
    `<a href="${link}" style="color:${INK};text-decoration:none;font-size:18px;font-weight:700;line-height:24px">${escapeHtml(item.title)}</a>`,
    item.scheduleText
      ? `<br/><span style="color:${BRAND};font-size:14px;font-weight:600;line-height:22px">${escapeHtml(item.scheduleText)}</span>`
      : '',
    item.note
      ? `<br/><span style="color:${MUTED};font-size:14px;line-height:20px">${escapeHtml(item.note)}</span>`
      : '',
    item.summary
      ? `<br/><span style="color:${MUTED};font-size:15px;line-height:22px">${escapeHtml(item.summary)}</span>`
      : '',
  ].join('');
  return `<mj-section padding="12px 24px"><mj-column>${image}<mj-text padding="0">${lines}</mj-text></mj-column></mj-section>`;
}

function sectionMjml(issue: NewsletterEmailIssue, section: NewsletterEmailSection): string {
  const heading = `<mj-section padding="24px 24px 4px"><mj-column><mj-text padding="0" font-size="13px" letter-spacing="1px" color="${BRAND}" font-weight="700"><h2 style="margin:0;font-size:13px;text-transform:uppercase">${escapeHtml(section.title)}</h2></mj-text><mj-divider border-width="2px" border-color="${BRAND}" padding="8px 0 0" width="40px" align="left" /></mj-column></mj-section>`;
  const items = section.items.map((item) => itemMjml(item, withCampaign(item.url, issue, section.key)));
  return heading + items.join('');
}

async function compileHtml(issue: NewsletterEmailIssue, sections: NewsletterEmailSection[]): Promise<string> {
  const intro = paragraphs(issue.intro)
    .map((part) => `<p style="margin:0 0 12px">${escapeHtml(part)}</p>`)
    .join('');
  const signUp = withCampaign(`${issue.siteUrl}/${issue.locationSlug}/newsletter`, issue, 'footer');
  const archive = withCampaign(issue.archiveUrl, issue, 'header');
  const source = `<mjml lang="en">
  <mj-head>
    <mj-title>${escapeHtml(issue.subject)}</mj-title>
    <mj-preview>${escapeHtml(paragraphs(issue.intro)[0] ?? issue.subject)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text color="${INK}" font-size="16px" line-height="24px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f2fa" width="600px">
    <mj-wrapper background-color="#ffffff" padding="0 0 24px">
      <mj-section padding="24px 24px 8px">
        <mj-column>
          <mj-text padding="0" font-size="14px" color="${MUTED}">
            <a href="${escapeHtml(archive)}" style="color:${BRAND};font-weight:700;text-decoration:none;font-size:20px">Happenings ${escapeHtml(issue.locationName)}</a>
            <br/>${escapeHtml(formatIssueDate(issue.issueDate))}
          </mj-text>
        </mj-column>
      </mj-section>
      <mj-section padding="8px 24px 0">
        <mj-column>
          <mj-text padding="0"><h1 style="margin:0 0 12px;font-size:24px;line-height:30px">${escapeHtml(issue.subject)}</h1>${intro}</mj-text>
        </mj-column>
      </mj-section>
      ${sections.map((section) => sectionMjml(issue, section)).join('\n')}
    </mj-wrapper>
    <mj-section padding="16px 24px">
      <mj-column>
        <mj-text padding="0" font-size="13px" line-height="20px" color="${MUTED}" align="center">
          You get this e-mail because you signed up for the Happenings ${escapeHtml(issue.locationName)} newsletter.<br/>
          <a href="${UNSUBSCRIBE_SLOT}" style="color:${MUTED}">Unsubscribe</a>
          · <a href="${MANAGE_SLOT}" style="color:${MUTED}">Manage your e-mail</a>
          · <a href="${escapeHtml(archive)}" style="color:${MUTED}">Read it on the web</a>
          · <a href="${escapeHtml(signUp)}" style="color:${MUTED}">Sign a friend up</a>
        </mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const result = await mjml2html(source, { validationLevel: 'strict', keepComments: false });
  return result.html;
}

/** '2026-12-03' -> 'Thursday, December 3, 2026' (a calendar date: no zone can shift it). */
export function formatIssueDate(issueDate: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${issueDate}T12:00:00Z`));
}

function textPart(issue: NewsletterEmailIssue, sections: NewsletterEmailSection[]): string {
  const lines: string[] = [
    `Happenings ${issue.locationName} · ${formatIssueDate(issue.issueDate)}`,
    '',
    issue.subject,
    '='.repeat(Math.min(issue.subject.length, 72)),
    '',
    ...paragraphs(issue.intro).flatMap((part) => [part, '']),
  ];
  for (const section of sections) {
    lines.push(section.title.toUpperCase(), '');
    for (const item of section.items) {
      lines.push(`* ${item.title}`);
      if (item.scheduleText) lines.push(`  ${item.scheduleText}`);
      if (item.note) lines.push(`  ${item.note}`);
      if (item.summary) lines.push(`  ${item.summary}`);
      lines.push(`  ${withCampaign(item.url, issue, section.key)}`, '');
    }
  }
  lines.push(
    '--',
    `You get this e-mail because you signed up for the Happenings ${issue.locationName} newsletter.`,
    `Read it on the web: ${withCampaign(issue.archiveUrl, issue, 'header')}`,
    `Unsubscribe: ${UNSUBSCRIBE_SLOT}`,
    `Manage your e-mail: ${MANAGE_SLOT}`,
  );
  return lines.join('\n');
}

interface CompiledIssue {
  html: string;
  text: string;
}

/** Compiled issues per personal part, per issue object (dropped with it). */
const compiled = new WeakMap<NewsletterEmailIssue, Map<string, Promise<CompiledIssue>>>();
/** Distinct personal parts kept per issue; past it, parts compile each time (no unbounded growth). */
const PERSONAL_CACHE_LIMIT = 2_000;

function compile(
  issue: NewsletterEmailIssue,
  personal: NewsletterEmailPersonalPart | null | undefined,
): Promise<CompiledIssue> {
  const key = personal ? JSON.stringify(personal) : '';
  let perIssue = compiled.get(issue);
  if (!perIssue) {
    perIssue = new Map();
    compiled.set(issue, perIssue);
  }
  const cached = perIssue.get(key);
  if (cached) return cached;
  const sections = [...personalSections(personal), ...issue.sections.filter((s) => s.items.length > 0)];
  const result = compileHtml(issue, sections).then((html) => ({ html, text: textPart(issue, sections) }));
  if (perIssue.size < PERSONAL_CACHE_LIMIT) perIssue.set(key, result);
  // A failed compilation is not kept: the next call tries again.
  result.catch(() => perIssue.delete(key));
  return result;
}

/**
 * The contract with the sender: the issue (as loadNewsletterEmailIssue builds it) and optionally one recipient's
 * personal part and links, to `{ subject, html, text }`. Pass the same issue object for every recipient of a
 * batch so its compilation is reused.
 */
export async function renderNewsletterIssue(
  issue: NewsletterEmailIssue,
  recipient: NewsletterEmailRecipient = {},
): Promise<RenderedNewsletterIssue> {
  const { html, text } = await compile(issue, recipient.personal);
  const unsubscribe = recipient.unsubscribeUrl ?? `${issue.siteUrl}/${issue.locationSlug}/newsletter`;
  const manage = recipient.manageUrl ?? `${issue.siteUrl}/account/edit`;
  return {
    subject: issue.subject,
    html: html
      .replaceAll(UNSUBSCRIBE_SLOT, escapeHtml(unsubscribe))
      .replaceAll(MANAGE_SLOT, escapeHtml(manage)),
    text: text.replaceAll(UNSUBSCRIBE_SLOT, unsubscribe).replaceAll(MANAGE_SLOT, manage),
  };
}
